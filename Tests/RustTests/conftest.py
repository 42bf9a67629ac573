"""The RustTests suite's fixtures: the embedding suite's `installed` (the library as
meson installs it, built into BS_EMBEDDING_WORK), loaded from
Tests/EmbeddingTests/conftest.py rather than copied, with its helpers
(embedding.py) and the suites' shared session checks (Tests/suite_session.py) on
sys.path."""
import importlib.util
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
EMBEDDING_TESTS = TESTS / "EmbeddingTests"
sys.path.insert(0, str(TESTS))
sys.path.insert(0, str(EMBEDDING_TESTS))

# Under a module name of its own: this file is `conftest` too.
_spec = importlib.util.spec_from_file_location("embedding_conftest", EMBEDDING_TESTS / "conftest.py")
_embedding_conftest = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_embedding_conftest)

installed = _embedding_conftest.installed
