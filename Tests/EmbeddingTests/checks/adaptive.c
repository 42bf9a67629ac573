/* Presentations from C: a non-modal sheet open in a 1280x800 window is a side
 * panel (current-presentation SIDE, notified), docked to the window's right
 * edge, full height, and keeps its detent; pinned to the bottom it is 640 px
 * wide and centred; max-width 0 makes it the window's width. A bad max-width is
 * clamped with one warning (checked by the caller on stderr, so not done here).
 * One line per check that passed; exits 1 with the failed check on stderr at
 * the first that does not (test_c_program.py reads the lines). */
#include <bottomsheet.h>
#include <stdlib.h>

#define CHECK(condition)                                                  \
  G_STMT_START {                                                          \
    if (!(condition))                                                     \
      {                                                                   \
        g_printerr ("%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition); \
        exit (1);                                                         \
      }                                                                   \
  } G_STMT_END

static int presentation_notifies;

static void
on_current_presentation (GObject    *sheet,
                         GParamSpec *pspec,
                         gpointer    user_data)
{
  presentation_notifies++;
}

/* The panel: the only child of the sheet widget that is no scrim, found by CSS name. */
static GtkWidget *
panel_of (BsBottomSheet *sheet)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (sheet)); child; child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (gtk_widget_get_css_name (child), "bs-sheet") == 0)
      return child;
  return NULL;
}

/* Iterates the main context until the panel lies at (@x, @width), full or not. */
static gboolean
wait_for_panel (BsBottomSheet *sheet,
                float          x,
                float          width)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  graphene_rect_t bounds;

  while (g_get_monotonic_time () < deadline)
    {
      g_main_context_iteration (NULL, FALSE);
      if (gtk_widget_compute_bounds (panel_of (sheet), GTK_WIDGET (sheet), &bounds)
          && bounds.origin.x == x && bounds.size.width == width)
        return TRUE;
    }
  return FALSE;
}

int
main (void)
{
  gtk_init ();

  BsBottomSheet *sheet = BS_BOTTOM_SHEET (bs_bottom_sheet_new ());
  bs_bottom_sheet_set_content (sheet, gtk_label_new ("Content"));
  bs_bottom_sheet_set_sheet (sheet, gtk_label_new ("Places"));
  bs_bottom_sheet_set_modal (sheet, FALSE);
  CHECK (bs_bottom_sheet_get_presentation (sheet) == BS_PRESENTATION_AUTOMATIC);
  CHECK (bs_bottom_sheet_get_max_width (sheet) == 640 && bs_bottom_sheet_get_side_breakpoint (sheet) == 900);
  CHECK (bs_bottom_sheet_get_align (sheet) == 0.5);
  g_print ("defaults: automatic, max-width 640, side-breakpoint 900, align 0.5\n");

  g_signal_connect (sheet, "notify::current-presentation", G_CALLBACK (on_current_presentation), NULL);
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (sheet));
  gtk_window_present (GTK_WINDOW (window));
  bs_bottom_sheet_present (sheet);
  /* The label is narrow: the panel takes its least width, 320 px. */
  CHECK (wait_for_panel (sheet, 1280 - 320, 320));
  CHECK (bs_bottom_sheet_get_current_presentation (sheet) == BS_PRESENTATION_SIDE);
  CHECK (presentation_notifies == 1);
  CHECK (bs_bottom_sheet_get_detent (sheet) == BS_DETENT_EXPANDED);
  CHECK (gtk_widget_get_width (bs_bottom_sheet_get_content (sheet)) == 1280 - 320);
  g_print ("1280x800, not modal: a 320-px side panel at the right edge, beside the content, expanded\n");

  bs_bottom_sheet_set_presentation (sheet, BS_PRESENTATION_BOTTOM);
  CHECK (wait_for_panel (sheet, 320, 640));
  CHECK (bs_bottom_sheet_get_current_presentation (sheet) == BS_PRESENTATION_BOTTOM);
  CHECK (presentation_notifies == 2);
  CHECK (bs_bottom_sheet_get_detent (sheet) == BS_DETENT_EXPANDED);
  g_print ("pinned to the bottom: 640 px wide, centred, still expanded\n");

  bs_bottom_sheet_set_max_width (sheet, 0);
  CHECK (wait_for_panel (sheet, 0, 1280));
  g_print ("max-width 0: the window's width\n");

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
