"""Shared test set-up: Qt runs offscreen, hypothesis profiles for the two cores we have."""

import os
import tempfile

from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The suite never touches the user's archive, autosaves or settings: everything goes to a scratch folder.
_SCRATCH = tempfile.mkdtemp(prefix="trictrac-tests-")
os.environ.setdefault("TRICTRAC_DB", f"sqlite:///{_SCRATCH}/archive.sqlite")
os.environ.setdefault("TRICTRAC_DATA_DIR", _SCRATCH)

settings.register_profile("default", max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("thorough", max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
