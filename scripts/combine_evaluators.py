"""Write weights in today's format (``notation/tutor/evaluator.json``) that average other evaluators in logit space.

Run: ``python scripts/combine_evaluators.py A.json [B.json ...] --out OUT.json``.  Each input is a weights file
naming some of today's features, in any order (a feature it does not name has no weight), such as generation
2's 41 (``bench/evaluator-gen2.json``: they are read the same way today, and that network knew no prior) or
generation 4's (``bench/evaluator-gen4.json``).  The output's logit is the mean of
the inputs' logits: their hidden units side by side, each network's output weights divided by their number,
and the partie table's prior weighed by the share of the inputs trained over it.  A single input is
rewritten unchanged in value (generation 2's weights read by today's evaluator, for instance); an input's
calibration of one knot, a shift of its logit (generation 7's first one), joins its output's bias; one of several
knots (generation 7's as shipped) is refused, unless ``--drop-calibration`` leaves every input's calibration out:
then calibrate the output anew (``bench/calibration_bench.py --fit --knots``).

Generation 8 (docs/tutor.md, « Generation 8 »): generation 7 and the network fitted beside the rollouts' targets::

    python scripts/combine_evaluators.py bench/evaluator-gen7.json bench/evaluator-gen8-rollouts.json \
        --drop-calibration --out notation/tutor/evaluator.json

then its seven knots fitted on its own self-play and written into the file as ``"calibration"``.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from notation.tutor.evaluator import FEATURES


def _raw(
    data: dict[str, Any], calibrated: bool = True
) -> tuple[list[list[float]], list[float], list[float], float, float]:
    """The network with its standardisation folded in, over today's features (zeros where it reads none)."""
    names: list[str] = data["features"]
    if not set(names) <= set(FEATURES):
        raise SystemExit("the weights name features today's evaluator does not compute")
    index = {name: i for i, name in enumerate(FEATURES)}
    scale, shift = data["scale"], data["shift"]
    rows = []
    biases = []
    for row, bias in zip(data["hidden"], data["hidden_bias"], strict=True):
        folded = [w * k for w, k in zip(row, scale, strict=True)]
        biases.append(bias - sum(w * s for w, s in zip(folded, shift, strict=True)))
        full = [0.0] * len(FEATURES)
        for name, weight in zip(names, folded, strict=True):
            full[index[name]] = weight
        rows.append(full)
    prior = float(data.get("prior_weight", 1.0)) if data.get("prior") == "partie_table" else 0.0
    # A calibration of one knot shifts the logit: it joins the output's bias (one of more knots is not a sum).
    knots = data.get("calibration", {}).get("logit", []) if calibrated else []
    if len(knots) > 1:
        raise SystemExit("a calibration of more than one knot cannot be averaged in logit space")
    moved = knots[0][1] - knots[0][0] if knots else 0.0
    return rows, biases, list(data["out"]), float(data["out_bias"]) + moved, prior


def combine(inputs: list[dict[str, Any]], calibrated: bool = True) -> dict[str, Any]:
    share = 1 / len(inputs)
    hidden: list[list[float]] = []
    biases: list[float] = []
    out: list[float] = []
    out_bias = prior = 0.0
    for data in inputs:
        rows, bias, weights, last, weight = _raw(data, calibrated)
        hidden += rows
        biases += bias
        out += [share * w for w in weights]
        out_bias += share * last
        prior += share * weight
    return {
        "features": list(FEATURES),
        "trained": {"combined": [data.get("trained", {}) for data in inputs]},
        "prior": "partie_table",
        "prior_weight": round(prior, 6),
        "shift": [0.0] * len(FEATURES),
        "scale": [1.0] * len(FEATURES),
        "hidden": [[round(v, 7) for v in row] for row in hidden],
        "hidden_bias": [round(v, 7) for v in biases],
        "out": [round(v, 7) for v in out],
        "out_bias": round(out_bias, 7),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("inputs", nargs="+", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument(
        "--drop-calibration", action="store_true", help="leave the inputs' calibrations out (calibrate the output)"
    )
    args = parser.parse_args()
    inputs = [json.loads(path.read_text(encoding="utf-8")) for path in args.inputs]
    combined = combine(inputs, calibrated=not args.drop_calibration)
    args.out.write_text(json.dumps(combined, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
