/* What a C app gets for a detent that does not exist: one line per attempt,
 * "ATTEMPT -> WHAT HAPPENED; detent NICK, N detent-changed", for
 * test_bad_detents.py to check (and a reader to see). Warnings and criticals
 * are caught by a log writer and printed on the attempt's line instead of
 * stderr. */
#include <bottomsheet.h>

static GString *outcome;

static GLogWriterOutput
record_warning (GLogLevelFlags   level,
                const GLogField *fields,
                gsize            n_fields,
                gpointer         user_data)
{
  if (!(level & (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING)))
    return g_log_writer_default (level, fields, n_fields, user_data);
  for (gsize i = 0; i < n_fields; i++)
    if (g_str_equal (fields[i].key, "MESSAGE"))
      g_string_append_printf (outcome, "; %s: %s",
                              level & G_LOG_LEVEL_CRITICAL ? "critical" : "warning",
                              (const char *) fields[i].value);
  return G_LOG_WRITER_HANDLED;
}

static void
count_change (BsBottomSheet *sheet,
              BsDetent       detent,
              int           *changes)
{
  (*changes)++;
}

/* A new sheet for each attempt, so that one cannot change the next; at
 * expanded, not the default, so that a bad value falling back to the default
 * would show. */
static BsBottomSheet *
fresh_sheet (int *changes)
{
  BsBottomSheet *sheet = g_object_ref_sink (g_object_new (BS_TYPE_BOTTOM_SHEET,
                                                          "detent", BS_DETENT_EXPANDED,
                                                          NULL));
  *changes = 0;
  g_signal_connect (sheet, "detent-changed", G_CALLBACK (count_change), changes);
  return sheet;
}

/* Prints the attempt's line and lets the sheet go. */
static void
report (const char    *attempt,
        BsBottomSheet *sheet,
        int            changes)
{
  g_autoptr (GEnumClass) detents = g_type_class_ref (BS_TYPE_DETENT);
  const char *nick = g_enum_get_value (detents, bs_bottom_sheet_get_detent (sheet))->value_nick;

  g_print ("%s -> %s; detent %s, %d detent-changed\n",
           attempt, outcome->len ? outcome->str + 2 : "nothing", nick, changes);
  g_string_truncate (outcome, 0);
  g_object_unref (sheet);
}

int
main (void)
{
  gtk_init ();
  outcome = g_string_new (NULL);
  g_log_set_writer_func (record_warning, NULL, NULL);
  int changes;

  BsBottomSheet *sheet = fresh_sheet (&changes);
  bs_bottom_sheet_set_detent (sheet, (BsDetent) 7);
  report ("bs_bottom_sheet_set_detent (sheet, 7)", sheet, changes);

  sheet = fresh_sheet (&changes);
  g_object_set (sheet, "detent", 7, NULL);
  report ("g_object_set (sheet, \"detent\", 7, NULL)", sheet, changes);

  /* A name from a settings file or a command line. */
  sheet = fresh_sheet (&changes);
  g_autoptr (GEnumClass) detents = g_type_class_ref (BS_TYPE_DETENT);
  if (g_enum_get_value_by_nick (detents, "middle") == NULL)
    g_string_append (outcome, "; g_enum_get_value_by_nick returns NULL");
  report ("g_enum_get_value_by_nick (detents, \"middle\")", sheet, changes);

  g_autoptr (GtkBuilder) builder = gtk_builder_new ();
  g_autoptr (GError) error = NULL;
  if (!gtk_builder_add_from_string (builder,
                                    "<interface><object class=\"BsBottomSheet\" id=\"bad\">"
                                    "<property name=\"detent\">middle</property>"
                                    "</object></interface>", -1, &error))
    g_string_append_printf (outcome, "; GError: %s", error->message);
  /* GTK warns and builds the object anyway, without that property: at the
   * default. Its detent-changed could only be connected once it is built. */
  report ("<property name=\"detent\">middle</property>",
          g_object_ref (BS_BOTTOM_SHEET (gtk_builder_get_object (builder, "bad"))), 0);

  return 0;
}
