/* Pages from C: a sheet open in a window pushes a page, reads page-count and
 * visible-page (with the getters and with g_object_get), pops it and hears
 * ::popped with the page, which the app keeps (a reference taken in the
 * handler): once it has slid out it has no parent and is pushed again. Then
 * pop_to_root with two pages, popped newest first. One line per check that
 * passed; exits 1 with the failed check on stderr at the first that does not
 * (test_c_program.py reads the lines). */
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

static GPtrArray *pushed, *popped;

static void
on_pushed (BsBottomSheet *sheet,
           GtkWidget     *page,
           gpointer       user_data)
{
  g_ptr_array_add (pushed, page);
}

/* The app keeps every page popped: a reference of its own. */
static void
on_popped (BsBottomSheet *sheet,
           GtkWidget     *page,
           gpointer       user_data)
{
  g_ptr_array_add (popped, g_object_ref (page));
}

/* Iterates the main context until @condition (@data) holds, for 5 s at most. */
static void
wait_until (gboolean (*condition) (gpointer),
            gpointer data)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (!condition (data))
    {
      CHECK (g_get_monotonic_time () < deadline);
      g_main_context_iteration (NULL, FALSE);
    }
}

static gboolean
is_open (gpointer data)
{
  return gtk_widget_get_mapped (data) && bs_bottom_sheet_get_detent (data) == BS_DETENT_EXPANDED;
}

static gboolean
has_no_parent (gpointer data)
{
  return gtk_widget_get_parent (data) == NULL;
}

int
main (void)
{
  gtk_init ();
  pushed = g_ptr_array_new ();
  popped = g_ptr_array_new_with_free_func (g_object_unref);

  GtkWidget *root = gtk_label_new ("The root page");
  BsBottomSheet *sheet = BS_BOTTOM_SHEET (bs_bottom_sheet_new ());
  bs_bottom_sheet_set_content (sheet, gtk_label_new ("Content"));
  bs_bottom_sheet_set_sheet (sheet, root);
  g_signal_connect (sheet, "pushed", G_CALLBACK (on_pushed), NULL);
  g_signal_connect (sheet, "popped", G_CALLBACK (on_popped), NULL);

  GtkWidget *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 800);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (sheet));
  gtk_window_present (GTK_WINDOW (window));
  bs_bottom_sheet_present (sheet);
  wait_until (is_open, sheet);

  CHECK (bs_bottom_sheet_get_page_count (sheet) == 1);
  CHECK (bs_bottom_sheet_get_visible_page (sheet) == root);
  g_print ("before: page-count 1, visible-page is the sheet's child\n");

  GtkWidget *page = gtk_label_new ("Details");
  bs_bottom_sheet_push (sheet, page, "Details");
  guint count = 0;
  g_autoptr (GtkWidget) visible = NULL;
  g_object_get (sheet, "page-count", &count, "visible-page", &visible, NULL);
  CHECK (count == 2 && bs_bottom_sheet_get_page_count (sheet) == 2);
  CHECK (visible == page && bs_bottom_sheet_get_visible_page (sheet) == page);
  CHECK (pushed->len == 1 && pushed->pdata[0] == page);
  g_print ("push: page-count 2, visible-page is the page, pushed with the page\n");

  CHECK (bs_bottom_sheet_pop (sheet));
  CHECK (popped->len == 1 && popped->pdata[0] == page);
  CHECK (bs_bottom_sheet_get_page_count (sheet) == 1);
  CHECK (bs_bottom_sheet_get_visible_page (sheet) == root);
  g_print ("pop: TRUE, popped with the page, page-count 1, visible-page is the sheet's child\n");

  wait_until (has_no_parent, page);
  CHECK (!bs_bottom_sheet_pop (sheet));
  bs_bottom_sheet_push (sheet, page, "Again");
  CHECK (bs_bottom_sheet_get_visible_page (sheet) == page && gtk_widget_get_visible (page));
  g_print ("the kept page slid out and was pushed again\n");

  GtkWidget *second = gtk_label_new ("Second");
  bs_bottom_sheet_push (sheet, second, NULL);
  CHECK (bs_bottom_sheet_get_page_count (sheet) == 3);
  g_ptr_array_set_size (popped, 0);
  CHECK (bs_bottom_sheet_pop_to_root (sheet));
  CHECK (popped->len == 2 && popped->pdata[0] == second && popped->pdata[1] == page);
  CHECK (bs_bottom_sheet_get_page_count (sheet) == 1);
  g_print ("pop_to_root: TRUE, popped newest first, page-count 1\n");

  gtk_window_destroy (GTK_WINDOW (window));
  g_ptr_array_unref (popped);
  g_ptr_array_unref (pushed);
  return 0;
}
