"""Autosave: a partie in progress survives the studio being killed (SIGKILL) and is recovered up to its last input."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from notation.record import read_record
from studio.games.session import INPUTS_TAG, GameSession, Step

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def _inputs(path: Path) -> int:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return 0
    value = read_record(text).tag(INPUTS_TAG) if text else None
    return len(value.split()) if value else 0


@pytest.mark.slow
@pytest.mark.parametrize("ecoles", [False, True])
def test_a_killed_studio_recovers_the_partie(tmp_path: Path, ecoles: bool) -> None:
    env = dict(os.environ, TRICTRAC_DATA_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, str(Path(__file__).with_name("autosave_player.py")), "--seed", "3"]
    if ecoles:
        command.append("--ecoles")
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    path = tmp_path / "autosave" / "partie.trr"
    try:
        deadline = time.monotonic() + 120
        while _inputs(path) < 40 and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.2)
        assert process.poll() is None, "the studio stopped by itself"
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == -signal.SIGKILL
    # The file is whole (written to a temporary file, then replaced) and holds every input made.
    text = path.read_text(encoding="utf-8")
    saved = _inputs(path)
    assert saved >= 40
    recovered = GameSession.from_text(text, autosave=path)
    assert len(recovered.inputs) == saved
    # The partie is exactly the one the inputs make, and goes on from there to its end.
    step = recovered.step
    assert step is not Step.OVER
    events = list(recovered.partie.events)
    while recovered.step is not Step.OVER:
        recovered.computer_act()
    assert recovered.partie.events[: len(events)] == events
    assert _inputs(path) == len(recovered.inputs)
