/* libadwaita's bottom sheets for the benchmark: see bench-adw-sheet.h. */
#include "bench-adw-sheet.h"

#include <adwaita.h>

/* An API difference (AdwBottomSheet and the dialog's bottom-sheet presentation are
 * new in 1.6), so a build-time check: the Debian 12 build (libadwaita 1.2) compiles
 * the stubs below and lists none of these contenders. */
#if ADW_CHECK_VERSION (1, 6, 0)

gboolean
bench_adw_sheet_available (void)
{
  return TRUE;
}

GtkWidget *
bench_adw_sheet_new (GtkWidget *content,
                     GtkWidget *sheet,
                     gboolean   modal)
{
  GtkWidget *widget = adw_bottom_sheet_new ();

  adw_bottom_sheet_set_content (ADW_BOTTOM_SHEET (widget), content);
  adw_bottom_sheet_set_sheet (ADW_BOTTOM_SHEET (widget), sheet);
  adw_bottom_sheet_set_modal (ADW_BOTTOM_SHEET (widget), modal);
  adw_bottom_sheet_set_open (ADW_BOTTOM_SHEET (widget), FALSE);
  return widget;
}

void
bench_adw_sheet_set_open (GtkWidget *sheet,
                          gboolean   open)
{
  adw_bottom_sheet_set_open (ADW_BOTTOM_SHEET (sheet), open);
}

gboolean
bench_adw_sheet_get_open (GtkWidget *sheet)
{
  return adw_bottom_sheet_get_open (ADW_BOTTOM_SHEET (sheet));
}

int
bench_adw_sheet_get_sheet_height (GtkWidget *sheet)
{
  return adw_bottom_sheet_get_sheet_height (ADW_BOTTOM_SHEET (sheet));
}

GtkWidget *
bench_adw_sheet_find (GtkWidget *widget)
{
  if (ADW_IS_BOTTOM_SHEET (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = bench_adw_sheet_find (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
bench_adw_dialog_window_new (GtkWidget *content)
{
  GtkWidget *window = adw_window_new ();

  /* AdwWindow takes its child as content (gtk_window_set_child is refused). */
  adw_window_set_content (ADW_WINDOW (window), content);
  return window;
}

GtkWidget *
bench_adw_dialog_new (GtkWidget *child)
{
  GtkWidget *dialog = GTK_WIDGET (adw_dialog_new ());

  adw_dialog_set_presentation_mode (ADW_DIALOG (dialog), ADW_DIALOG_BOTTOM_SHEET);
  adw_dialog_set_child (ADW_DIALOG (dialog), child);
  return g_object_ref_sink (dialog);
}

void
bench_adw_dialog_present (GtkWidget *dialog,
                          GtkWidget *parent)
{
  adw_dialog_present (ADW_DIALOG (dialog), parent);
}

void
bench_adw_dialog_close (GtkWidget *dialog)
{
  adw_dialog_close (ADW_DIALOG (dialog));
}

gboolean
bench_adw_dialog_is_presented (GtkWidget *dialog)
{
  return gtk_widget_get_parent (dialog) != NULL;
}

#else /* libadwaita older than 1.6: no bottom sheets */

gboolean
bench_adw_sheet_available (void)
{
  return FALSE;
}

GtkWidget *
bench_adw_sheet_new (GtkWidget *content,
                     GtkWidget *sheet,
                     gboolean   modal)
{
  g_return_val_if_reached (NULL);
}

void
bench_adw_sheet_set_open (GtkWidget *sheet,
                          gboolean   open)
{
  g_return_if_reached ();
}

gboolean
bench_adw_sheet_get_open (GtkWidget *sheet)
{
  g_return_val_if_reached (FALSE);
}

int
bench_adw_sheet_get_sheet_height (GtkWidget *sheet)
{
  g_return_val_if_reached (0);
}

GtkWidget *
bench_adw_sheet_find (GtkWidget *widget)
{
  return NULL;
}

GtkWidget *
bench_adw_dialog_window_new (GtkWidget *content)
{
  g_return_val_if_reached (NULL);
}

GtkWidget *
bench_adw_dialog_new (GtkWidget *child)
{
  g_return_val_if_reached (NULL);
}

void
bench_adw_dialog_present (GtkWidget *dialog,
                          GtkWidget *parent)
{
  g_return_if_reached ();
}

void
bench_adw_dialog_close (GtkWidget *dialog)
{
  g_return_if_reached ();
}

gboolean
bench_adw_dialog_is_presented (GtkWidget *dialog)
{
  g_return_val_if_reached (FALSE);
}

#endif
