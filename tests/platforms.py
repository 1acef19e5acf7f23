"""Marks for tests of what only some systems have, so the suite runs whole on each of them."""

import sys

import pytest

# Fifos (os.mkfifo), devices such as /dev/zero, `~user` homes, and a SIGTERM or SIGINT sent to
# another process: POSIX only (Windows has none of them: a kill there is TerminateProcess, which
# no program can catch, and its console signals reach whole process groups).
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="POSIX fifos, devices, signals")
