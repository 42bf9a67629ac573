#include "bs-log-capture.h"

/* GTK may log from its own threads (D-Bus, fontconfig): guard the list. */
static GMutex capture_lock;
static GPtrArray *captured;
static gsize installed;

static const char *
level_name (GLogLevelFlags level)
{
  if (level & G_LOG_LEVEL_ERROR)
    return "ERROR";
  if (level & G_LOG_LEVEL_CRITICAL)
    return "CRITICAL";
  return "WARNING";
}

static GLogWriterOutput
recording_writer (GLogLevelFlags   level,
                  const GLogField *fields,
                  gsize            n_fields,
                  gpointer         user_data)
{
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    {
      const char *domain = "";
      const char *text = "";

      for (gsize i = 0; i < n_fields; i++)
        {
          if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0 && fields[i].length < 0)
            domain = fields[i].value;
          else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0 && fields[i].length < 0)
            text = fields[i].value;
        }

      g_mutex_lock (&capture_lock);
      g_ptr_array_add (captured, g_strdup_printf ("%s %s: %s", level_name (level), domain, text));
      g_mutex_unlock (&capture_lock);
    }

  return g_log_writer_default (level, fields, n_fields, user_data);
}

void
bs_log_capture_install (void)
{
  if (g_once_init_enter (&installed))
    {
      captured = g_ptr_array_new_with_free_func (g_free);
      g_log_set_writer_func (recording_writer, NULL, NULL);
      g_once_init_leave (&installed, 1);
    }
}

guint
bs_log_capture_count (void)
{
  guint count;

  bs_log_capture_install ();
  g_mutex_lock (&capture_lock);
  count = captured->len;
  g_mutex_unlock (&capture_lock);
  return count;
}

char *
bs_log_capture_dup_message (guint index)
{
  char *message = NULL;

  bs_log_capture_install ();
  g_mutex_lock (&capture_lock);
  if (index < captured->len)
    message = g_strdup (g_ptr_array_index (captured, index));
  g_mutex_unlock (&capture_lock);
  return message;
}

void
bs_log_capture_clear (void)
{
  bs_log_capture_install ();
  g_mutex_lock (&capture_lock);
  g_ptr_array_set_size (captured, 0);
  g_mutex_unlock (&capture_lock);
}

void
bs_log_message (const char    *domain,
                GLogLevelFlags level,
                const char    *message)
{
  g_log (domain, level, "%s", message);
}
