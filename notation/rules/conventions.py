"""The rules on which the sources disagree, each a named, switchable convention (docs/rules.md §conventions)."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace

from notation.errors import BadConventionError

__all__ = ["DEFAULT", "BearingOff", "Conventions"]


class BearingOff(enum.Enum):
    """How numbers are used in the sortie (docs/rules.md §bearing-off)."""

    PARISIENNE = "parisienne"
    """A sortant number may bear a dame off or be played inside (Trictrac à écrire, Encyclopédie, Dictionnaire raisonné;
    the default)."""
    PROVINCIALE = "provinciale"
    """Every number that can be played inside must be (Dictionnaire raisonné, Soumille 1738, Levy)."""


@dataclass(frozen=True, slots=True)
class Conventions:
    """The conventions a game, a record or a lesson is played under; defaults as docs/rules.md §conventions."""

    bearing_off: BearingOff = BearingOff.PARISIENNE
    jan_de_rencontre: bool = False
    margot: bool = False
    pile_de_misere: bool = False

    @classmethod
    def from_mapping(cls, data: Mapping[str, object]) -> Conventions:
        """Read the ``"conventions"`` object of the CLI's JSON; unknown names are errors."""
        known = {field.name for field in fields(cls)}
        result = cls()
        for key, value in data.items():
            if key not in known:
                raise BadConventionError(
                    f"unknown convention {key!r} (known: {', '.join(sorted(known))})", key, value, reason="unknown"
                )
            if key == "bearing_off":
                try:
                    result = replace(result, bearing_off=BearingOff(str(value)))
                except ValueError:
                    raise BadConventionError(
                        f"bearing_off is parisienne or provinciale, not {value!r}", key, value, reason="bearing-off"
                    ) from None
            elif not isinstance(value, bool):
                raise BadConventionError(
                    f"convention {key} takes true or false, not {value!r}", key, value, reason="not-flag"
                )
            elif key == "jan_de_rencontre":
                result = replace(result, jan_de_rencontre=value)
            elif key == "margot":
                result = replace(result, margot=value)
            elif key == "pile_de_misere":
                result = replace(result, pile_de_misere=value)
            else:
                raise AssertionError(f"Conventions.from_mapping does not read its field {key}")
        return result

    def to_mapping(self) -> dict[str, object]:
        """Return the conventions that differ from the defaults, as JSON-ready values."""
        out: dict[str, object] = {}
        for field in fields(self):
            value = getattr(self, field.name)
            if value != getattr(DEFAULT, field.name):
                out[field.name] = value.value if isinstance(value, enum.Enum) else value
        return out


DEFAULT = Conventions()
