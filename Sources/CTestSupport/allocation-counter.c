#include "bs-test-support.h"

/* A widget holding one child, which it gives all its space, and counting how many
 * times GTK allocated it a size: a moved (translated) widget is not allocated again,
 * a widget laid out anew is. */
#define BS_TYPE_TEST_ALLOCATION_COUNTER (bs_test_allocation_counter_get_type ())
G_DECLARE_FINAL_TYPE (BsTestAllocationCounter, bs_test_allocation_counter, BS, TEST_ALLOCATION_COUNTER, GtkWidget)

struct _BsTestAllocationCounter
{
  GtkWidget parent_instance;
  guint     allocations;
};

G_DEFINE_FINAL_TYPE (BsTestAllocationCounter, bs_test_allocation_counter, GTK_TYPE_WIDGET)

static void
bs_test_allocation_counter_measure (GtkWidget      *widget,
                                    GtkOrientation  orientation,
                                    int             for_size,
                                    int            *minimum,
                                    int            *natural,
                                    int            *minimum_baseline,
                                    int            *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child)
    gtk_widget_measure (child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

static void
bs_test_allocation_counter_size_allocate (GtkWidget *widget,
                                          int        width,
                                          int        height,
                                          int        baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  BS_TEST_ALLOCATION_COUNTER (widget)->allocations++;
  if (child)
    gtk_widget_allocate (child, width, height, baseline, NULL);
}

static void
bs_test_allocation_counter_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (bs_test_allocation_counter_parent_class)->dispose (object);
}

static void
bs_test_allocation_counter_class_init (BsTestAllocationCounterClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bs_test_allocation_counter_dispose;
  widget_class->measure = bs_test_allocation_counter_measure;
  widget_class->size_allocate = bs_test_allocation_counter_size_allocate;
}

static void
bs_test_allocation_counter_init (BsTestAllocationCounter *self)
{
}

GtkWidget *
bs_test_allocation_counter_new (GtkWidget *child)
{
  GtkWidget *self = g_object_new (BS_TYPE_TEST_ALLOCATION_COUNTER, NULL);

  gtk_widget_set_parent (child, self);
  return self;
}

guint
bs_test_allocation_counter_get_allocations (GtkWidget *counter)
{
  g_return_val_if_fail (BS_IS_TEST_ALLOCATION_COUNTER (counter), 0);
  return BS_TEST_ALLOCATION_COUNTER (counter)->allocations;
}
