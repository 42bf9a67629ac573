/* GTK calls that only some of the GTKs the project builds with have (4.8 to 4.24), for
 * the Swift modules that see GTK through this module alone (GtkHelpers): the newer call
 * where the headers have it, chosen when compiling, as Sources/CBottomSheet/gtk-versions.c
 * does for the library's C half. What each means for the sheet is said where Swift asks
 * for it (Sources/GtkHelpers/GtkVersions.swift). */
#ifndef BS_CGTK_GTK_API_VERSIONS_H
#define BS_CGTK_GTK_API_VERSIONS_H
#include <gtk/gtk.h>

/* Whether bs_gtk_announce can announce: built against GTK 4.14 or later, which has
 * gtk_accessible_announce(). */
static inline gboolean
bs_gtk_can_announce (void)
{
  return GTK_CHECK_VERSION (4, 14, 0);
}

/* Announces @message to screen readers as coming from @widget, politely (it waits
 * for what is being said); nothing where !bs_gtk_can_announce(). */
static inline void
bs_gtk_announce (GtkWidget  *widget,
                 const char *message)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  gtk_accessible_announce (GTK_ACCESSIBLE (widget), message, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#else
  (void) widget;
  (void) message;
#endif
}

#endif
