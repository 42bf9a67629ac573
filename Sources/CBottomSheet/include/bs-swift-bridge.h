/* Where the two halves of BsBottomSheet meet. The C half (bottom-sheet.c,
 * sheet-parts.c) is the GObject face: the types, their property specs, signals,
 * actions, keys, CSS names and documentation. The Swift half (Sources/BottomSheet)
 * owns every value and all behaviour. Not installed: bottomsheet.h is the public
 * API. docs/architecture.md, "How the two faces meet", lists every function below,
 * which way it is called, and the other headers Swift reads (sheet-parts.h,
 * render-nodes.h, gtk-versions.h); CrossingsTableTests keeps that table and these
 * headers the same. */
#ifndef BS_SWIFT_BRIDGE_H
#define BS_SWIFT_BRIDGE_H

#include "bottomsheet.h"
#include "bs-names.h"

G_BEGIN_DECLS

/* The gettext domain of every string the library and its demo show or say
 * (po/). */
#define GETTEXT_PACKAGE "bottomsheet-1"

/* Binds GETTEXT_PACKAGE to where its translations are: the installed locale
 * folder when meson built the library (it defines BS_LOCALEDIR), else
 * build_tree_dir, where `swift build` compiled them. */
void bs_translations_bind (const char *build_tree_dir);

/* The properties of BsBottomSheet, by GObject property id. */
typedef enum {
  BS_PROPERTY_CONTENT = 1,
  BS_PROPERTY_SHEET,
  BS_PROPERTY_DETENT,
  BS_PROPERTY_MODAL,
  BS_PROPERTY_CAN_CLOSE,
  BS_PROPERTY_SHOW_DRAG_HANDLE,
  BS_PROPERTY_PEEK_HEIGHT,
  BS_PROPERTY_EXPANDED_FRACTION,
  BS_PROPERTY_TOP_INSET,
  BS_PROPERTY_DIM_OPACITY,
  BS_PROPERTY_TITLE,
  BS_PROPERTY_PROGRESS,
  BS_PROPERTY_SHEET_HEIGHT,
  BS_PROPERTY_HEADER,
  BS_PROPERTY_FOOTER,
  BS_PROPERTY_PAGE_COUNT,
  BS_PROPERTY_VISIBLE_PAGE,
  BS_PROPERTY_PRESENTATION,
  BS_PROPERTY_CURRENT_PRESENTATION,
  BS_PROPERTY_MAX_WIDTH,
  BS_PROPERTY_SIDE_BREAKPOINT,
  BS_PROPERTY_ALIGN,
  BS_PROPERTY_OPEN,
  BS_PROPERTY_CAN_OPEN,
  BS_PROPERTY_FULL_WIDTH,
  BS_PROPERTY_BOTTOM_BAR,
  BS_PROPERTY_REVEAL_BOTTOM_BAR,
  BS_PROPERTY_BOTTOM_BAR_HEIGHT,
  BS_PROPERTY_DETENTS,
  BS_PROPERTY_MODAL_DETENT,
  BS_N_PROPERTIES
} BsProperty;

/* What the C API and the widget's actions ask of the sheet. */
typedef enum {
  BS_REQUEST_PRESENT,
  BS_REQUEST_CLOSE,         /* as the user would: respects can-close */
  BS_REQUEST_FORCE_CLOSE,
  BS_REQUEST_EXPAND,        /* the actions: sheet.expand, … */
  BS_REQUEST_COLLAPSE,
  BS_REQUEST_DISMISS,
  BS_REQUEST_PEEK,
  BS_REQUEST_BACK,          /* a page back: the action sheet.back */
  BS_N_REQUESTS
} BsRequest;

/* The signals of BsBottomSheet, which the Swift half emits by id. */
typedef enum {
  BS_SIGNAL_DETENT_CHANGED,
  BS_SIGNAL_RELEASED,
  BS_SIGNAL_CLOSE_ATTEMPT,
  BS_SIGNAL_CLOSED,
  BS_SIGNAL_PUSHED,
  BS_SIGNAL_POPPED,
  BS_N_SIGNALS
} BsSignal;

/* Fills in the host's measure, size_allocate, snapshot and focus. */
void     bs_swift_sheet_class_init   (GtkWidgetClass *widget_class);
/* Fills in the sheet's (BsSheet) measure, size_allocate and snapshot: its inside. */
void     bs_swift_sheet_inside_class_init (GtkWidgetClass *widget_class);
/* Fills in the scrim's (BsScrim) snapshot. */
void     bs_swift_scrim_class_init   (GtkWidgetClass *widget_class);
/* What kind of value a property holds: which param spec it gets. */
typedef enum
{
  BS_PROPERTY_KIND_WIDGET,
  BS_PROPERTY_KIND_BOOLEAN,
  BS_PROPERTY_KIND_DOUBLE,
  BS_PROPERTY_KIND_UINT,
  BS_PROPERTY_KIND_STRING,
  BS_PROPERTY_KIND_DETENT,
  BS_PROPERTY_KIND_DETENTS,
  BS_PROPERTY_KIND_PRESENTATION,
} BsPropertyKind;

/* A property as the Swift half's table declares it (SheetProperties), for its
 * param spec. The strings are interned: they live as long as the process. */
typedef struct
{
  const char    *name;
  const char    *blurb;
  BsPropertyKind kind;
  gboolean       writable;
  /* A double's bounds; a writable one's are checked by its setter. */
  double         minimum;
  double         maximum;
  /* A boolean's (0 or 1), a double's, a uint's, an enum's or flags' default. */
  double         default_number;
  /* A string's default. */
  const char    *default_string;
} BsPropertyRow;

/* Fills in @row: @property's row of the table. */
void     bs_swift_sheet_property_row (BsProperty      property,
                                      BsPropertyRow  *row);
/* The Swift half of a new instance, set to the table's defaults. */
gpointer bs_swift_sheet_new          (BsBottomSheet  *host);
/* Lets go of the children and of the Swift half. */
void     bs_swift_sheet_dispose      (gpointer        driver);
void     bs_swift_sheet_get_property (gpointer        driver,
                                      BsProperty      property,
                                      GValue         *value);
void     bs_swift_sheet_set_property (gpointer        driver,
                                      BsProperty      property,
                                      const GValue   *value);
void     bs_swift_sheet_request      (gpointer        driver,
                                      BsRequest       request);
/* Pages: see bs_bottom_sheet_push(). @title may be NULL. */
void     bs_swift_sheet_push         (gpointer        driver,
                                      GtkWidget      *page,
                                      const char     *title);
/* Goes back one page, or to the root; FALSE when there was nothing to pop. */
gboolean bs_swift_sheet_pop          (gpointer        driver,
                                      gboolean        to_root);
/* Escape: pops a page, else closes the sheet as the user would. FALSE when it
 * did neither (the key then goes on to other handlers). */
gboolean bs_swift_sheet_escape       (gpointer        driver);
/* The sheet's Alt+Left and Alt+Right (a GtkShortcutFunc; @args holds the key):
 * the one that points back in the text direction activates sheet.back. FALSE
 * when it does not, or there is no page to go back to. */
gboolean bs_swift_sheet_back_key     (GtkWidget      *sheet,
                                      GVariant       *args,
                                      gpointer        user_data);

/* The Swift half of @host; NULL once disposed. */
gpointer bs_bottom_sheet_get_driver  (BsBottomSheet  *host);
/* Emits notify for @property. */
void     bs_bottom_sheet_notify      (BsBottomSheet  *host,
                                      BsProperty      property);
/* @signal's id, for g_signal_emitv(). */
guint    bs_bottom_sheet_signal_id   (BsSignal        signal);
/* The name of the action that asks for @request ("sheet.expand"), or NULL for a
 * request no action makes (present, close, force close). One table names them
 * for the host and the sheet alike. */
const char *bs_action_name           (BsRequest       request);

G_END_DECLS

#endif
