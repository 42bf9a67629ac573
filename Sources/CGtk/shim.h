/* The whole of GTK 4 (with GDK, GSK, GLib, GObject, Cairo and Graphene) for Swift. */
#ifndef BS_CGTK_SHIM_H
#define BS_CGTK_SHIM_H
#include <gtk/gtk.h>
#include "glib-versions.h"
#include "gtk-api-versions.h"
#endif
