/* A widget with a `title` string property and nothing else: a page that names itself,
 * as an app's page type may (AdwNavigationPage; GtkColorButton had one before GTK 4.10
 * deprecated it). */
#include "bs-test-support.h"

struct _BsTestTitledWidget
{
  GtkWidget parent_instance;
  char *title;
};

G_DEFINE_FINAL_TYPE (BsTestTitledWidget, bs_test_titled_widget, GTK_TYPE_WIDGET)

enum { PROP_TITLE = 1 };

static void
bs_test_titled_widget_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  if (prop_id == PROP_TITLE)
    g_value_set_string (value, BS_TEST_TITLED_WIDGET (object)->title);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
bs_test_titled_widget_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  BsTestTitledWidget *self = BS_TEST_TITLED_WIDGET (object);

  if (prop_id == PROP_TITLE)
    {
      g_free (self->title);
      self->title = g_value_dup_string (value);
    }
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
bs_test_titled_widget_finalize (GObject *object)
{
  g_free (BS_TEST_TITLED_WIDGET (object)->title);
  G_OBJECT_CLASS (bs_test_titled_widget_parent_class)->finalize (object);
}

static void
bs_test_titled_widget_class_init (BsTestTitledWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = bs_test_titled_widget_get_property;
  object_class->set_property = bs_test_titled_widget_set_property;
  object_class->finalize = bs_test_titled_widget_finalize;
  g_object_class_install_property (object_class, PROP_TITLE,
                                   g_param_spec_string ("title", NULL, NULL, NULL,
                                                        G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));
}

static void
bs_test_titled_widget_init (BsTestTitledWidget *self)
{
}

GtkWidget *
bs_test_titled_widget_new (void)
{
  return g_object_new (BS_TEST_TYPE_TITLED_WIDGET, NULL);
}
