/* blueprint-compiler compile --output window.ui ../window.blp && cc -o example main.c $(pkg-config --cflags --libs libadwaita-1 bottomsheet-1) */
#include <adwaita.h>
#include <bottomsheet.h>

static void
on_detent_changed (BsBottomSheet *sheet, BsDetent detent, gpointer user_data)
{
  g_autofree char *name = g_enum_to_string (BS_TYPE_DETENT, detent);

  g_print ("Detent: %s\n", name);
}

static void
on_activate (GtkApplication *app)
{
  g_type_ensure (BS_TYPE_BOTTOM_SHEET); /* for GtkBuilder */
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_file ("window.ui");
  GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "window"));
  BsBottomSheet *sheet = BS_BOTTOM_SHEET (gtk_builder_get_object (builder, "sheet"));

  g_signal_connect (sheet, "detent-changed", G_CALLBACK (on_detent_changed), NULL);
  gtk_window_set_application (window, app);
  gtk_window_present (window);
  bs_bottom_sheet_present (sheet);
}

int
main (int argc, char *argv[])
{
  g_autoptr (AdwApplication) app = adw_application_new ("org.example.Sheet", G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (on_activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
