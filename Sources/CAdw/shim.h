/* libadwaita, for the demo (a GNOME app) and the benchmark's AdwFlap baseline. */
#ifndef BS_CADW_SHIM_H
#define BS_CADW_SHIM_H
/* GTK first, through the CGtk module's own header: GTK's declarations then belong to
   CGtk alone, not to both modules (with both, a Swift file that imports CGtk but not
   CAdw may not see GTK's enum constants in an optimized build). */
#include "../CGtk/shim.h"
#include <adwaita.h>
#endif
