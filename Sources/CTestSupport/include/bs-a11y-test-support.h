/* GTK's in-process accessibility checks (gtktestatcontext.h), in a form Swift
 * tests can call.
 *
 * gtk_test_accessible_assert_role/_property/_state are macros that Swift does
 * not import, and on a mismatch they call g_assertion_message, which aborts
 * the whole test process. The check functions behind them are variadic, which
 * Swift does not import either. These wrappers take a typed expected value and
 * return the mismatch instead: NULL when the accessible has the expected
 * value, otherwise a newly allocated string (free with g_free) holding the
 * value it has, for the test's failure message.
 *
 * They read GTK's own accessibility state (the GtkATContext), so they work
 * with any accessibility backend: AT-SPI on a session bus, or GTK_A11Y=test.
 *
 * Tests only: not part of the public C API. */
#ifndef BS_A11Y_TEST_SUPPORT_H
#define BS_A11Y_TEST_SUPPORT_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The widget's accessible role (gtk_accessible_get_accessible_role). */
GtkAccessibleRole bs_a11y_role                  (GtkWidget             *widget);

/* gtk_test_accessible_has_role / _has_property / _has_state: whether the role
 * is `role`; whether the property or state is set at all. */
gboolean          bs_a11y_has_role              (GtkWidget             *widget,
                                                 GtkAccessibleRole      role);
gboolean          bs_a11y_has_property          (GtkWidget             *widget,
                                                 GtkAccessibleProperty  property);
gboolean          bs_a11y_has_state             (GtkWidget             *widget,
                                                 GtkAccessibleState     state);

/* gtk_test_accessible_check_property for string properties (LABEL,
 * DESCRIPTION …) and boolean ones (MODAL …). */
char             *bs_a11y_check_string_property (GtkWidget             *widget,
                                                 GtkAccessibleProperty  property,
                                                 const char            *expected);
char             *bs_a11y_check_boolean_property (GtkWidget            *widget,
                                                 GtkAccessibleProperty  property,
                                                 gboolean               expected);

/* gtk_test_accessible_check_state for boolean states (HIDDEN, EXPANDED …). */
char             *bs_a11y_check_boolean_state   (GtkWidget             *widget,
                                                 GtkAccessibleState     state,
                                                 gboolean               expected);

G_END_DECLS

#endif
