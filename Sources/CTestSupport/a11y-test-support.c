#include "bs-a11y-test-support.h"

/* Each wrapper checks its argument: a wrong type logs a critical, which the
 * Swift harness turns into a test failure, instead of crashing in GTK. */

GtkAccessibleRole
bs_a11y_role (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), GTK_ACCESSIBLE_ROLE_NONE);
  return gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget));
}

gboolean
bs_a11y_has_role (GtkWidget         *widget,
                  GtkAccessibleRole  role)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);
  return gtk_test_accessible_has_role (GTK_ACCESSIBLE (widget), role);
}

gboolean
bs_a11y_has_property (GtkWidget             *widget,
                      GtkAccessibleProperty  property)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);
  return gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), property);
}

gboolean
bs_a11y_has_state (GtkWidget          *widget,
                   GtkAccessibleState  state)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);
  return gtk_test_accessible_has_state (GTK_ACCESSIBLE (widget), state);
}

char *
bs_a11y_check_string_property (GtkWidget             *widget,
                               GtkAccessibleProperty  property,
                               const char            *expected)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), g_strdup ("(not a widget)"));
  g_return_val_if_fail (expected != NULL, g_strdup ("(no expected value)"));
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, expected);
}

char *
bs_a11y_check_boolean_property (GtkWidget             *widget,
                                GtkAccessibleProperty  property,
                                gboolean               expected)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), g_strdup ("(not a widget)"));
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, !!expected);
}

char *
bs_a11y_check_boolean_state (GtkWidget          *widget,
                             GtkAccessibleState  state,
                             gboolean            expected)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), g_strdup ("(not a widget)"));
  return gtk_test_accessible_check_state (GTK_ACCESSIBLE (widget), state, !!expected);
}
