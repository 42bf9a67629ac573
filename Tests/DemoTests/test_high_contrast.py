"""High contrast, turned on the way GNOME's settings turn it on: the key
org.gnome.desktop.a11y.interface high-contrast, which libadwaita follows (through the
settings portal on a desktop, through GSettings here, with the keyfile backend in a
folder of the test's own). The demo is a libadwaita app: its GTK theme is libadwaita's
own whatever the key says, so the sheet must learn of high contrast from libadwaita.
"""
import re
import subprocess
import time

from conftest import Shot, brightness, screenshot_env
from gi.repository import GdkPixbuf

KEY = ["org.gnome.desktop.a11y.interface", "high-contrast"]


def sheet_while_the_key_changes(demo, tmp_path, high_contrast: bool) -> Shot:
    """The list sheet at expanded, on a light window, photographed a while after the
    key was set to `high_contrast` with `gsettings`, as the demo ran."""
    # The test runs' session buses have no settings portal: libadwaita reads GSettings.
    env = dict(screenshot_env(), GSETTINGS_BACKEND="keyfile", XDG_CONFIG_HOME=str(tmp_path / "config"))
    subprocess.run(["gsettings", "set", *KEY, "false"], env=env, check=True)
    png = tmp_path / "shot.png"
    process = subprocess.Popen(
        [demo, "--scenario", "list", "--detent", "expanded", "--size", "600x800",
         "--screenshot-at", "4", "--screenshot", str(png)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        time.sleep(1.5)
        subprocess.run(["gsettings", "set", *KEY, "true" if high_contrast else "false"], env=env, check=True)
        out, err = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 0, err
    assert "Gtk-CRITICAL" not in err and "Gtk-WARNING" not in err, err
    match = re.search(r"sheet detent=(\w+) height=(\d+) host-top=(\d+) host-height=(\d+)", out)
    assert match, out
    return Shot(pixbuf=GdkPixbuf.Pixbuf.new_from_file(str(png)), detent=match[1], height=int(match[2]),
                host_top=int(match[3]), host_height=int(match[4]), modal=True)


def test_high_contrast_turned_on_gives_the_sheet_a_solid_edge_and_a_full_colour_pill(demo, tmp_path):
    shot = sheet_while_the_key_changes(demo, tmp_path, high_contrast=True)
    middle = shot.size[0] // 2
    # The top edge: a 2 px line in the text colour (SheetStyle.highContrastCSS).
    assert brightness(shot.pixel(middle, shot.sheet_top)) < 80, shot.pixel(middle, shot.sheet_top)
    # The pill, 36 × 5 px centred in the 24 px handle: in the text colour, not a faint grey.
    assert brightness(shot.pixel(middle, shot.sheet_top + 12)) < 80, shot.pixel(middle, shot.sheet_top + 12)


def test_without_high_contrast_the_sheet_has_no_edge_and_a_faint_pill(demo, tmp_path):
    shot = sheet_while_the_key_changes(demo, tmp_path, high_contrast=False)
    middle = shot.size[0] // 2
    assert brightness(shot.pixel(middle, shot.sheet_top)) > 200, shot.pixel(middle, shot.sheet_top)
    assert 120 < brightness(shot.pixel(middle, shot.sheet_top + 12)) < 220, shot.pixel(middle, shot.sheet_top + 12)
