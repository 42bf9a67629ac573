/* The gettext domain of the library: bound to where its translations are. */

#include "bs-swift-bridge.h"

#include <glib/gi18n-lib.h>

void
bs_translations_bind (const char *build_tree_dir)
{
#ifdef BS_LOCALEDIR
  /* meson built the library and installs its translations there. */
  const char *dir = BS_LOCALEDIR;
#else
  const char *dir = build_tree_dir;
#endif
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
}
