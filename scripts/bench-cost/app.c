/* The app scripts/bench-cost.py measures: a libadwaita window whose content has a
 * bottom sheet open over it, built three times from this file. With SHEET_BS the sheet
 * is BsBottomSheet, with SHEET_ADW libadwaita's AdwBottomSheet, with neither the same
 * widgets stand in a box (what the app costs without a sheet). When the window's first
 * frame has been painted it prints the monotonic time (the clock the measuring script
 * started it by) and the renderer GTK chose, and quits. */
#include <adwaita.h>
#ifdef SHEET_BS
#include <bottomsheet.h>
#endif

static void
quit_after_first_frame (GdkFrameClock *clock,
                        GtkWindow     *window)
{
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));

  g_signal_handlers_disconnect_by_func (clock, quit_after_first_frame, window);
  g_print ("first-frame-us %" G_GINT64_FORMAT " renderer %s\n",
           g_get_monotonic_time (), G_OBJECT_TYPE_NAME (renderer));
  gtk_window_destroy (window);
}

static void
watch_first_frame (GtkWidget *window)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (quit_after_first_frame), window);
}

static GtkWidget *
sheet_child (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  int row;

  gtk_box_append (GTK_BOX (box), gtk_label_new ("Sheet"));
  for (row = 1; row <= 20; row++) {
    g_autofree char *text = g_strdup_printf ("Row %d", row);
    gtk_box_append (GTK_BOX (box), gtk_label_new (text));
  }
  return box;
}

static void
activate (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *content = gtk_label_new ("Content");
  GtkWidget *sheet;

  gtk_widget_set_vexpand (content, TRUE);
#if defined(SHEET_BS)
  sheet = bs_bottom_sheet_new ();
  bs_bottom_sheet_set_content (BS_BOTTOM_SHEET (sheet), content);
  bs_bottom_sheet_set_sheet (BS_BOTTOM_SHEET (sheet), sheet_child ());
  bs_bottom_sheet_set_open (BS_BOTTOM_SHEET (sheet), TRUE);
#elif defined(SHEET_ADW)
  sheet = adw_bottom_sheet_new ();
  adw_bottom_sheet_set_content (ADW_BOTTOM_SHEET (sheet), content);
  adw_bottom_sheet_set_sheet (ADW_BOTTOM_SHEET (sheet), sheet_child ());
  adw_bottom_sheet_set_open (ADW_BOTTOM_SHEET (sheet), TRUE);
#else
  sheet = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (sheet), content);
  gtk_box_append (GTK_BOX (sheet), sheet_child ());
#endif
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), sheet);
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 600);
  g_signal_connect (window, "realize", G_CALLBACK (watch_first_frame), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr (AdwApplication) app =
    adw_application_new ("io.github.bottomsheet.CostApp", G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
