"""A Vala app compiles against the installed bottomsheet-1.vapi (valac finds
the C flags through pkg-config) and drives the sheet."""
import shutil

from embedding import EXAMPLES, TOUR, assert_ran_cleanly


def test_it_compiles_with_the_installed_vapi_and_moves_the_sheet(installed, tmp_path):
    shutil.copy(EXAMPLES / "sheet-tour.vala", tmp_path)
    vapidir = installed.prefix / "share" / "vala" / "vapi"
    compiled = installed.run(
        "valac", "--quiet", f"--vapidir={vapidir}", "--pkg", "bottomsheet-1", "sheet-tour.vala",
        "-X", "-w", cwd=tmp_path, timeout=120)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    assert assert_ran_cleanly(installed.run(tmp_path / "sheet-tour")) == TOUR
