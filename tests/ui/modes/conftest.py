"""Mode tests share the scene tests' harness: the real loop, display and scenes."""

from tests.ui.scenes.conftest import harness, storage  # noqa: F401
