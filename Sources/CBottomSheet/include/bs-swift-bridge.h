/* The Swift half of BsBottomSheet: functions the C type calls, defined in
 * Sources/BottomSheet/Bridge/ with @_cdecl. Each takes the driver pointer that
 * bs_swift_driver_new() returned for that instance. */
#ifndef BS_SWIFT_BRIDGE_H
#define BS_SWIFT_BRIDGE_H

#include "bottomsheet.h"

G_BEGIN_DECLS

typedef enum {
  BS_PROP_CHANGED_CHILDREN,
  BS_PROP_CHANGED_MODAL,
  BS_PROP_CHANGED_CAN_CLOSE,
  BS_PROP_CHANGED_SHOW_DRAG_HANDLE,
  BS_PROP_CHANGED_GEOMETRY,      /* peek-height, expanded-fraction, top-inset */
  BS_PROP_CHANGED_DIM_OPACITY,
  BS_PROP_CHANGED_TITLE,
} BsPropChange;

typedef enum {
  BS_REQUEST_PRESENT,
  BS_REQUEST_CLOSE,         /* respects can-close */
  BS_REQUEST_FORCE_CLOSE,
  BS_REQUEST_TOGGLE,        /* the drag handle: expanded <-> full */
  BS_REQUEST_EXPAND,        /* one detent up */
  BS_REQUEST_COLLAPSE,      /* one detent down, never closing */
  BS_REQUEST_PEEK,
} BsRequest;

gpointer bs_swift_driver_new      (BsBottomSheet   *sheet);
void     bs_swift_driver_dispose  (gpointer         driver);
void     bs_swift_driver_measure  (gpointer         driver,
                                   GtkOrientation   orientation,
                                   int              for_size,
                                   int             *minimum,
                                   int             *natural);
void     bs_swift_driver_allocate (gpointer         driver,
                                   int              width,
                                   int              height,
                                   int              baseline);
void     bs_swift_driver_snapshot (gpointer         driver,
                                   GtkSnapshot     *snapshot);
gboolean bs_swift_driver_focus    (gpointer         driver,
                                   GtkDirectionType direction);
void     bs_swift_driver_changed  (gpointer         driver,
                                   BsPropChange     change);
void     bs_swift_driver_request  (gpointer         driver,
                                   BsRequest        request);
gboolean bs_swift_driver_move_to  (gpointer         driver,
                                   BsDetent         detent);
void     bs_swift_draw_handle     (GtkWidget       *handle,
                                   GtkSnapshot     *snapshot);

G_END_DECLS

#endif
