/* A window with a bottom sheet that moves through its detents on its own,
 * printing each signal, and exits once the sheet has closed.
 *
 *   cc -o sheet-tour sheet-tour.c $(pkg-config --cflags --libs bottomsheet-1)
 */
#include <bottomsheet.h>

static const char *
detent_name (BsDetent detent)
{
  g_autoptr (GEnumClass) detents = g_type_class_ref (BS_TYPE_DETENT);

  return g_enum_get_value (detents, detent)->value_nick;
}

static void
on_detent_changed (BsBottomSheet *sheet,
                   BsDetent       detent,
                   gpointer       user_data)
{
  g_print ("detent-changed: %s\n", detent_name (detent));
}

static void
on_close_attempt (BsBottomSheet *sheet,
                  gpointer       user_data)
{
  /* can-close is FALSE: an app would ask "Discard changes?" here. */
  g_print ("close-attempt\n");
}

static void
on_closed (BsBottomSheet *sheet,
           gpointer       user_data)
{
  g_print ("closed\n");
  g_main_loop_quit (user_data);
}

/* One step every half second, so that each move can be seen. */
static gboolean
next_step (gpointer user_data)
{
  BsBottomSheet *sheet = user_data;
  static int step = 0;

  switch (step++)
    {
    case 0:
      bs_bottom_sheet_present (sheet);                   /* expanded */
      return G_SOURCE_CONTINUE;
    case 1:
      bs_bottom_sheet_set_detent (sheet, BS_DETENT_FULL);
      return G_SOURCE_CONTINUE;
    case 2:
      bs_bottom_sheet_close (sheet);                     /* refused: back to expanded */
      return G_SOURCE_CONTINUE;
    case 3:
      bs_bottom_sheet_set_peek_height (sheet, 80);
      bs_bottom_sheet_set_detent (sheet, BS_DETENT_PEEK);
      return G_SOURCE_CONTINUE;
    default:
      bs_bottom_sheet_force_close (sheet);               /* dismissed, then closed */
      return G_SOURCE_REMOVE;
    }
}

int
main (void)
{
  gtk_init ();

  GtkWidget *rows = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  for (int number = 1; number <= 10; number++)
    {
      g_autofree char *label = g_strdup_printf ("Row %d", number);
      gtk_box_append (GTK_BOX (rows), gtk_label_new (label));
    }

  BsBottomSheet *sheet = BS_BOTTOM_SHEET (bs_bottom_sheet_new ());
  bs_bottom_sheet_set_content (sheet, gtk_label_new ("Content"));
  bs_bottom_sheet_set_sheet (sheet, rows);
  bs_bottom_sheet_set_title (sheet, "Ten rows");
  bs_bottom_sheet_set_can_close (sheet, FALSE);

  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_signal_connect (sheet, "detent-changed", G_CALLBACK (on_detent_changed), NULL);
  g_signal_connect (sheet, "close-attempt", G_CALLBACK (on_close_attempt), NULL);
  g_signal_connect (sheet, "closed", G_CALLBACK (on_closed), loop);

  GtkWidget *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 800);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (sheet));
  gtk_window_present (GTK_WINDOW (window));

  g_timeout_add (500, next_step, sheet);
  g_main_loop_run (loop);

  g_print ("detent: %s\n", detent_name (bs_bottom_sheet_get_detent (sheet)));
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
