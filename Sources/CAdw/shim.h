/* libadwaita, for the demo (a GNOME app) and the benchmark's AdwFlap baseline. */
#ifndef BS_CADW_SHIM_H
#define BS_CADW_SHIM_H
#include <adwaita.h>
#endif
