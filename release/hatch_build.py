"""The platform wheel: the pure wheel with the compiled modules of release/compile.py added.

    HATCH_BUILD_HOOK_ENABLE_CUSTOM=true python3 -m pip wheel --no-deps -w out/wheel .

builds `seega-VERSION-cpXY-cpXY-PLATFORM.whl` for the Python and the system that run it
(the build installs mypy and setuptools itself; a C compiler must be there). Without the
variable the same command builds the pure wheel, `py3-none-any`, which stays for any
platform without a compiled one. The modules are compiled into a folder of the build, never
beside the checkout's source.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

sys.path.insert(0, str(Path(__file__).resolve().parent))
import compile as compiler  # noqa: E402  (release/compile.py, beside this file)


class CompiledModules(BuildHookInterface):  # type: ignore[type-arg]
    """Adds the extension modules to a standard wheel and tags it for this platform."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version != "standard":
            return
        self._folder = tempfile.TemporaryDirectory(prefix="seega-compiled-")
        build_lib = Path(self._folder.name) / "lib"
        for path in compiler.compile_modules(build_lib, Path(self._folder.name) / "work"):
            build_data["force_include"][str(path)] = path.relative_to(build_lib).as_posix()
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        folder = getattr(self, "_folder", None)
        if folder is not None:
            folder.cleanup()
