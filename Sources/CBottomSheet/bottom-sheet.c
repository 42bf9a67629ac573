/* BsBottomSheet: the GObject type. Properties, signals, children, actions and
 * GtkBuildable live here, where GObject users expect them; layout, drawing,
 * gestures and animation are the Swift driver's (bs-swift-bridge.h). */

#include <math.h>

#include "bs-bottom-sheet-private.h"
#include "bs-swift-bridge.h"
#include "sheet-parts.h"

/* Allowed ranges of the numeric properties (px unless said). The GParamSpecs
 * accept any double so that an out-of-range value reaches the setter, which
 * clamps it and warns with the range: GLib's own check would drop it with a
 * message that does not say what is allowed. */
#define PEEK_HEIGHT_MAX 10000.0
#define TOP_INSET_MAX   10000.0

#define DEFAULT_TOP_INSET   40.0
#define DEFAULT_DIM_OPACITY 0.4
#define DEFAULT_TITLE       "Bottom sheet"

struct _BsBottomSheet
{
  GtkWidget  parent_instance;

  GtkWidget *content;
  GtkWidget *dimming;
  GtkWidget *surface;
  GtkWidget *handle;

  BsDetent   detent;
  gboolean   modal;
  gboolean   can_close;
  gboolean   show_drag_handle;
  double     peek_height;
  double     expanded_fraction;
  double     top_inset;
  double     dim_opacity;
  char      *title;
  double     progress;
  double     sheet_height;

  gpointer   driver;
};

static void bs_bottom_sheet_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BsBottomSheet, bs_bottom_sheet, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, bs_bottom_sheet_buildable_init))

G_DEFINE_ENUM_TYPE (BsDetent, bs_detent,
                    G_DEFINE_ENUM_VALUE (BS_DETENT_DISMISSED, "dismissed"),
                    G_DEFINE_ENUM_VALUE (BS_DETENT_PEEK, "peek"),
                    G_DEFINE_ENUM_VALUE (BS_DETENT_EXPANDED, "expanded"),
                    G_DEFINE_ENUM_VALUE (BS_DETENT_FULL, "full"))

enum {
  PROP_0,
  PROP_CONTENT,
  PROP_SHEET,
  PROP_DETENT,
  PROP_MODAL,
  PROP_CAN_CLOSE,
  PROP_SHOW_DRAG_HANDLE,
  PROP_PEEK_HEIGHT,
  PROP_EXPANDED_FRACTION,
  PROP_TOP_INSET,
  PROP_DIM_OPACITY,
  PROP_TITLE,
  PROP_PROGRESS,
  PROP_SHEET_HEIGHT,
  N_PROPS
};

enum {
  SIGNAL_DETENT_CHANGED,
  SIGNAL_CLOSE_ATTEMPT,
  SIGNAL_CLOSED,
  N_SIGNALS
};

static GParamSpec *props[N_PROPS];
static guint signals[N_SIGNALS];

/* After dispose there is no driver: calls from a dying widget do nothing. */
static void
driver_changed (BsBottomSheet *self,
                BsPropChange   change)
{
  if (self->driver)
    bs_swift_driver_changed (self->driver, change);
}

static void
driver_request (BsBottomSheet *self,
                BsRequest      request)
{
  if (self->driver)
    bs_swift_driver_request (self->driver, request);
}

/* Returns the value to store: `value` held to [min, max], with a warning that
 * names the property and the range when it was not in it. NaN keeps `current`. */
static double
checked_double (const char *property,
                double      value,
                double      min,
                double      max,
                double      current)
{
  if (isnan (value))
    {
      g_warning ("BsBottomSheet:%s must be a number from %g to %g, got NaN; keeping %g",
                 property, min, max, current);
      return current;
    }
  if (value < min || value > max)
    {
      double clamped = CLAMP (value, min, max);

      g_warning ("BsBottomSheet:%s must be from %g to %g, got %g; using %g",
                 property, min, max, value, clamped);
      return clamped;
    }
  return value;
}

/* ---- children ---- */

/**
 * bs_bottom_sheet_get_content:
 * @self: a #BsBottomSheet
 *
 * Gets the app's content, the widget under the sheet.
 *
 * Returns: (nullable) (transfer none): the content
 */
GtkWidget *
bs_bottom_sheet_get_content (BsBottomSheet *self)
{
  g_return_val_if_fail (BS_IS_BOTTOM_SHEET (self), NULL);
  return self->content;
}

/**
 * bs_bottom_sheet_set_content:
 * @self: a #BsBottomSheet
 * @content: (nullable): a widget with no parent yet, or %NULL
 *
 * Sets the app's content. It fills @self, under the sheet, and takes no
 * input while a modal sheet is open.
 */
void
bs_bottom_sheet_set_content (BsBottomSheet *self,
                             GtkWidget     *content)
{
  g_return_if_fail (BS_IS_BOTTOM_SHEET (self));
  g_return_if_fail (content == NULL || GTK_IS_WIDGET (content));

  if (self->content == content)
    return;
  if (content)
    g_return_if_fail (gtk_widget_get_parent (content) == NULL);

  g_clear_pointer (&self->content, gtk_widget_unparent);
  self->content = content;
  /* The content is drawn first, under the scrim and the sheet. */
  if (content)
    gtk_widget_insert_after (content, GTK_WIDGET (self), NULL);
  driver_changed (self, BS_PROP_CHANGED_CHILDREN);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CONTENT]);
}

/**
 * bs_bottom_sheet_get_sheet:
 * @self: a #BsBottomSheet
 *
 * Gets the widget shown in the sheet, below the drag handle.
 *
 * Returns: (nullable) (transfer none): the sheet's child
 */
GtkWidget *
bs_bottom_sheet_get_sheet (BsBottomSheet *self)
{
  g_return_val_if_fail (BS_IS_BOTTOM_SHEET (self), NULL);
  return bs_sheet_surface_get_child (BS_SHEET_SURFACE (self->surface));
}

/**
 * bs_bottom_sheet_set_sheet:
 * @self: a #BsBottomSheet
 * @sheet: (nullable): a widget with no parent yet, or %NULL
 *
 * Sets the widget shown in the sheet, below the drag handle. The sheet is
 * never taller than this widget's natural height: give a #GtkScrolledWindow
 * #GtkScrolledWindow:propagate-natural-height.
 */
void
bs_bottom_sheet_set_sheet (BsBottomSheet *self,
                           GtkWidget     *sheet)
{
  g_return_if_fail (BS_IS_BOTTOM_SHEET (self));
  g_return_if_fail (sheet == NULL || GTK_IS_WIDGET (sheet));

  if (bs_bottom_sheet_get_sheet (self) == sheet)
    return;
  if (sheet)
    g_return_if_fail (gtk_widget_get_parent (sheet) == NULL);

  bs_sheet_surface_set_child (BS_SHEET_SURFACE (self->surface), sheet);
  driver_changed (self, BS_PROP_CHANGED_CHILDREN);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SHEET]);
}

/* ---- properties ---- */

/**
 * bs_bottom_sheet_get_detent:
 * @self: a #BsBottomSheet
 *
 * Gets where the sheet rests, or is going while it moves.
 *
 * Returns: the current detent
 */
BsDetent
bs_bottom_sheet_get_detent (BsBottomSheet *self)
{
  g_return_val_if_fail (BS_IS_BOTTOM_SHEET (self), BS_DETENT_DISMISSED);
  return self->detent;
}

/**
 * bs_bottom_sheet_set_detent:
 * @self: a #BsBottomSheet
 * @detent: where the sheet should go
 *
 * Moves the sheet to @detent, animated unless animations are off,
 * whatever #BsBottomSheet:can-close says. #BsBottomSheet:detent changes and
 * #BsBottomSheet::detent-changed is emitted when the sheet commits to the
 * move, before the animation ends. A value that is not a #BsDetent is
 * refused with a warning that lists the valid ones.
 */
void
bs_bottom_sheet_set_detent (BsBottomSheet *self,
                            BsDetent       detent)
{
  g_return_if_fail (BS_IS_BOTTOM_SHEET (self));

  if ((guint) detent > BS_DETENT_FULL)
    {
      g_warning ("BsBottomSheet:detent must be dismissed, peek, expanded or full, got %d", (int) detent);
      return;
    }
  /* The driver moves the sheet and reports the committed detent back through
   * bs_bottom_sheet_sync_detent(), which notifies. */
  if (self->driver)
    bs_swift_driver_move_to (self->driver, detent);
}

#define BOOLEAN_PROPERTY(name, field, PROP, CHANGE)                           \
  gboolean bs_bottom_sheet_get_##name (BsBottomSheet *self)                   \
  {                                                                           \
    g_return_val_if_fail (BS_IS_BOTTOM_SHEET (self), FALSE);                  \
    return self->field;                                                       \
  }                                                                           \
  void bs_bottom_sheet_set_##name (BsBottomSheet *self, gboolean value)       \
  {                                                                           \
    g_return_if_fail (BS_IS_BOTTOM_SHEET (self));                             \
    value = !!value;                                                          \
    if (self->field == value)                                                 \
      return;                                                                 \
    self->field = value;                                                      \
    driver_changed (self, CHANGE);                           \
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP]);                  \
  }

/**
 * BsBottomSheet:modal:
 *
 * Whether the content is dimmed and takes no input while the sheet is open.
 */
/**
 * bs_bottom_sheet_get_modal:
 * @self: a #BsBottomSheet
 *
 * Gets whether the sheet is modal.
 *
 * Returns: %TRUE if the content takes no input while the sheet is open
 */
/**
 * bs_bottom_sheet_set_modal:
 * @self: a #BsBottomSheet
 * @modal: whether the content is dimmed and blocked while the sheet is open
 *
 * Sets whether the sheet is modal.
 */
BOOLEAN_PROPERTY (modal, modal, PROP_MODAL, BS_PROP_CHANGED_MODAL)
/**
 * BsBottomSheet:can-close:
 *
 * Whether a swipe down, Escape, a click on the scrim or
 * bs_bottom_sheet_close() may close the sheet. When %FALSE, each of them
 * emits #BsBottomSheet::close-attempt instead.
 */
/**
 * bs_bottom_sheet_get_can_close:
 * @self: a #BsBottomSheet
 *
 * Gets whether the user may close the sheet.
 *
 * Returns: %TRUE if a swipe, Escape or a click outside closes the sheet
 */
/**
 * bs_bottom_sheet_set_can_close:
 * @self: a #BsBottomSheet
 * @can_close: whether the user may close the sheet
 *
 * Sets whether the user may close the sheet; %FALSE turns their attempts
 * into #BsBottomSheet::close-attempt, for a "Discard changes?" question.
 */
BOOLEAN_PROPERTY (can_close, can_close, PROP_CAN_CLOSE, BS_PROP_CHANGED_CAN_CLOSE)
/**
 * BsBottomSheet:show-drag-handle:
 *
 * Whether the drag handle, a button at the top of the sheet, is shown.
 */
/**
 * bs_bottom_sheet_get_show_drag_handle:
 * @self: a #BsBottomSheet
 *
 * Gets whether the drag handle is shown.
 *
 * Returns: %TRUE if the drag handle is shown
 */
/**
 * bs_bottom_sheet_set_show_drag_handle:
 * @self: a #BsBottomSheet
 * @show_drag_handle: whether to show the drag handle
 *
 * Sets whether the drag handle is shown.
 */
BOOLEAN_PROPERTY (show_drag_handle, show_drag_handle, PROP_SHOW_DRAG_HANDLE, BS_PROP_CHANGED_SHOW_DRAG_HANDLE)

#define DOUBLE_PROPERTY(name, field, PROP, CHANGE, MIN, MAX)                  \
  double bs_bottom_sheet_get_##name (BsBottomSheet *self)                     \
  {                                                                           \
    g_return_val_if_fail (BS_IS_BOTTOM_SHEET (self), 0);                      \
    return self->field;                                                       \
  }                                                                           \
  void bs_bottom_sheet_set_##name (BsBottomSheet *self, double value)         \
  {                                                                           \
    g_return_if_fail (BS_IS_BOTTOM_SHEET (self));                             \
    value = checked_double (g_param_spec_get_name (props[PROP]), value,       \
                            MIN, MAX, self->field);                           \
    if (self->field == value)                                                 \
      return;                                                                 \
    self->field = value;                                                      \
    driver_changed (self, CHANGE);                           \
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP]);                  \
  }

/**
 * BsBottomSheet:peek-height:
 *
 * Height in pixels of a strip of the sheet that stays visible, from 0 (no
 * peek) to 10000. Above 0 it replaces `dismissed` as the lowest detent for
 * the user's gestures. A value out of range is clamped, with a warning.
 */
/**
 * bs_bottom_sheet_get_peek_height:
 * @self: a #BsBottomSheet
 *
 * Gets the height of the peek strip.
 *
 * Returns: the height in pixels; 0 means no peek
 */
/**
 * bs_bottom_sheet_set_peek_height:
 * @self: a #BsBottomSheet
 * @peek_height: the height in pixels, 0 to 10000
 *
 * Sets the height of the strip that stays visible.
 */
DOUBLE_PROPERTY (peek_height, peek_height, PROP_PEEK_HEIGHT, BS_PROP_CHANGED_GEOMETRY, 0, PEEK_HEIGHT_MAX)
/**
 * BsBottomSheet:expanded-fraction:
 *
 * The highest the `expanded` detent may be, as a fraction (0 to 1) of the
 * height of @self. A value out of range is clamped, with a warning.
 */
/**
 * bs_bottom_sheet_get_expanded_fraction:
 * @self: a #BsBottomSheet
 *
 * Gets the height limit of the `expanded` detent.
 *
 * Returns: a fraction of the height of @self, 0 to 1
 */
/**
 * bs_bottom_sheet_set_expanded_fraction:
 * @self: a #BsBottomSheet
 * @expanded_fraction: a fraction of the height of @self, 0 to 1
 *
 * Sets the height limit of the `expanded` detent.
 */
DOUBLE_PROPERTY (expanded_fraction, expanded_fraction, PROP_EXPANDED_FRACTION, BS_PROP_CHANGED_GEOMETRY, 0, 1)
/**
 * BsBottomSheet:top-inset:
 *
 * Space in pixels, 0 to 10000, kept free above the `full` detent. A value
 * out of range is clamped, with a warning.
 */
/**
 * bs_bottom_sheet_get_top_inset:
 * @self: a #BsBottomSheet
 *
 * Gets the space kept free above the `full` detent.
 *
 * Returns: the space in pixels
 */
/**
 * bs_bottom_sheet_set_top_inset:
 * @self: a #BsBottomSheet
 * @top_inset: the space in pixels, 0 to 10000
 *
 * Sets the space kept free above the `full` detent.
 */
DOUBLE_PROPERTY (top_inset, top_inset, PROP_TOP_INSET, BS_PROP_CHANGED_GEOMETRY, 0, TOP_INSET_MAX)
/**
 * BsBottomSheet:dim-opacity:
 *
 * Opacity of the scrim over the content, 0 to 1, when the sheet is at
 * `expanded` or above; it fades with the sheet below that. A value out of
 * range is clamped, with a warning.
 */
/**
 * bs_bottom_sheet_get_dim_opacity:
 * @self: a #BsBottomSheet
 *
 * Gets the opacity of the scrim.
 *
 * Returns: the opacity, 0 to 1
 */
/**
 * bs_bottom_sheet_set_dim_opacity:
 * @self: a #BsBottomSheet
 * @dim_opacity: the opacity, 0 to 1
 *
 * Sets the opacity of the scrim at `expanded` and above.
 */
DOUBLE_PROPERTY (dim_opacity, dim_opacity, PROP_DIM_OPACITY, BS_PROP_CHANGED_DIM_OPACITY, 0, 1)

/**
 * BsBottomSheet:title:
 *
 * The sheet's accessible name, read out by screen readers when it opens.
 * Never empty: %NULL or "" restore the default, "Bottom sheet".
 */
/**
 * bs_bottom_sheet_get_title:
 * @self: a #BsBottomSheet
 *
 * Gets the sheet's accessible title.
 *
 * Returns: (transfer none): the title, never %NULL
 */
const char *
bs_bottom_sheet_get_title (BsBottomSheet *self)
{
  g_return_val_if_fail (BS_IS_BOTTOM_SHEET (self), NULL);
  return self->title;
}

/**
 * bs_bottom_sheet_set_title:
 * @self: a #BsBottomSheet
 * @title: (nullable): the title, or %NULL for the default
 *
 * Sets the sheet's accessible title.
 */
void
bs_bottom_sheet_set_title (BsBottomSheet *self,
                           const char    *title)
{
  g_autofree char *repaired = NULL;

  g_return_if_fail (BS_IS_BOTTOM_SHEET (self));

  /* An unlabelled dialog is read out by its type name: never leave it empty. */
  if (title == NULL || *title == '\0')
    title = DEFAULT_TITLE;
  /* Bytes that are not UTF-8 (a Latin-1 string from an old file, say) would
   * reach apps and bindings reading the property back (PyGObject cannot decode
   * them) and screen readers: store the text with them replaced, and say so. */
  if (!g_utf8_validate (title, -1, NULL))
    {
      repaired = g_utf8_make_valid (title, -1);
      g_warning ("BsBottomSheet:title must be UTF-8 text; using \"%s\", with the invalid bytes replaced",
                 repaired);
      title = repaired;
    }
  if (g_strcmp0 (self->title, title) == 0)
    return;
  g_free (self->title);
  self->title = g_strdup (title);
  driver_changed (self, BS_PROP_CHANGED_TITLE);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TITLE]);
}

/**
 * BsBottomSheet:progress:
 *
 * The visible height as a fraction of the `expanded` height: 0 when
 * dismissed, 1 at `expanded`, more above it. Notified on every frame of a
 * drag or an animation.
 */
/**
 * bs_bottom_sheet_get_progress:
 * @self: a #BsBottomSheet
 *
 * Gets the visible height as a fraction of the `expanded` height.
 *
 * Returns: 0 when dismissed, 1 at `expanded`
 */
double
bs_bottom_sheet_get_progress (BsBottomSheet *self)
{
  g_return_val_if_fail (BS_IS_BOTTOM_SHEET (self), 0);
  return self->progress;
}

/**
 * BsBottomSheet:sheet-height:
 *
 * The visible height of the sheet in pixels, drag handle included.
 * Notified on every frame of a drag or an animation.
 */
/**
 * bs_bottom_sheet_get_sheet_height:
 * @self: a #BsBottomSheet
 *
 * Gets the visible height of the sheet.
 *
 * Returns: the height in pixels
 */
double
bs_bottom_sheet_get_sheet_height (BsBottomSheet *self)
{
  g_return_val_if_fail (BS_IS_BOTTOM_SHEET (self), 0);
  return self->sheet_height;
}

/* ---- methods ---- */

/**
 * bs_bottom_sheet_present:
 * @self: a #BsBottomSheet
 *
 * Opens the sheet at `expanded`. An open sheet stays where it is.
 */
void
bs_bottom_sheet_present (BsBottomSheet *self)
{
  g_return_if_fail (BS_IS_BOTTOM_SHEET (self));
  driver_request (self, BS_REQUEST_PRESENT);
}

/**
 * bs_bottom_sheet_close:
 * @self: a #BsBottomSheet
 *
 * Closes the sheet as the user would: to the peek strip if there is one,
 * else to `dismissed`. When #BsBottomSheet:can-close is %FALSE the sheet
 * stays open and #BsBottomSheet::close-attempt is emitted.
 */
void
bs_bottom_sheet_close (BsBottomSheet *self)
{
  g_return_if_fail (BS_IS_BOTTOM_SHEET (self));
  driver_request (self, BS_REQUEST_CLOSE);
}

/**
 * bs_bottom_sheet_force_close:
 * @self: a #BsBottomSheet
 *
 * Closes the sheet to `dismissed`, whatever #BsBottomSheet:can-close says.
 */
void
bs_bottom_sheet_force_close (BsBottomSheet *self)
{
  g_return_if_fail (BS_IS_BOTTOM_SHEET (self));
  driver_request (self, BS_REQUEST_FORCE_CLOSE);
}

/**
 * bs_bottom_sheet_new:
 *
 * Creates a sheet, dismissed, with no content and no sheet child.
 *
 * Returns: (transfer floating): a new #BsBottomSheet
 */
GtkWidget *
bs_bottom_sheet_new (void)
{
  return g_object_new (BS_TYPE_BOTTOM_SHEET, NULL);
}

/* ---- what the driver reports back ---- */

gpointer bs_bottom_sheet_get_driver (BsBottomSheet *self) { return self->driver; }
GtkWidget *bs_bottom_sheet_get_dimming (BsBottomSheet *self) { return self->dimming; }
GtkWidget *bs_bottom_sheet_get_surface (BsBottomSheet *self) { return self->surface; }
GtkWidget *bs_bottom_sheet_get_handle (BsBottomSheet *self) { return self->handle; }

void
bs_bottom_sheet_sync_detent (BsBottomSheet *self,
                             BsDetent       detent)
{
  if (self->detent == detent)
    return;
  self->detent = detent;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_DETENT]);
  g_signal_emit (self, signals[SIGNAL_DETENT_CHANGED], 0, detent);
}

void
bs_bottom_sheet_sync_position (BsBottomSheet *self,
                               double         sheet_height,
                               double         progress)
{
  g_object_freeze_notify (G_OBJECT (self));
  if (self->sheet_height != sheet_height)
    {
      self->sheet_height = sheet_height;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SHEET_HEIGHT]);
    }
  if (self->progress != progress)
    {
      self->progress = progress;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PROGRESS]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

void
bs_bottom_sheet_emit_close_attempt (BsBottomSheet *self)
{
  g_signal_emit (self, signals[SIGNAL_CLOSE_ATTEMPT], 0);
}

void
bs_bottom_sheet_emit_closed (BsBottomSheet *self)
{
  g_signal_emit (self, signals[SIGNAL_CLOSED], 0);
}

GtkWidget *bs_widget_cast (gpointer instance) { return GTK_WIDGET (instance); }
GObject *bs_object_cast (gpointer instance) { return G_OBJECT (instance); }
BsBottomSheet *bs_bottom_sheet_cast (gpointer instance) { return BS_BOTTOM_SHEET (instance); }
gboolean bs_widget_is_scrolled_window (GtkWidget *widget) { return GTK_IS_SCROLLED_WINDOW (widget); }
gboolean bs_widget_is_bottom_sheet (GtkWidget *widget) { return BS_IS_BOTTOM_SHEET (widget); }

/* ---- GtkWidget ---- */

static void
bs_bottom_sheet_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  BsBottomSheet *self = BS_BOTTOM_SHEET (widget);

  *minimum = *natural = 0;
  if (self->driver)
    bs_swift_driver_measure (self->driver, orientation, for_size, minimum, natural);
}

static void
bs_bottom_sheet_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  BsBottomSheet *self = BS_BOTTOM_SHEET (widget);

  if (self->driver)
    bs_swift_driver_allocate (self->driver, width, height, baseline);
}

static void
bs_bottom_sheet_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  BsBottomSheet *self = BS_BOTTOM_SHEET (widget);

  if (self->driver)
    bs_swift_driver_snapshot (self->driver, snapshot);
}

static gboolean
bs_bottom_sheet_focus (GtkWidget        *widget,
                       GtkDirectionType  direction)
{
  BsBottomSheet *self = BS_BOTTOM_SHEET (widget);

  if (self->driver)
    return bs_swift_driver_focus (self->driver, direction);
  return FALSE;
}

static void
bs_bottom_sheet_activate_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  BsBottomSheet *self = BS_BOTTOM_SHEET (widget);

  if (g_str_equal (action_name, "sheet.expand"))
    driver_request (self, BS_REQUEST_EXPAND);
  else if (g_str_equal (action_name, "sheet.collapse"))
    driver_request (self, BS_REQUEST_COLLAPSE);
  else if (g_str_equal (action_name, "sheet.dismiss"))
    driver_request (self, BS_REQUEST_CLOSE);
  else if (g_str_equal (action_name, "sheet.peek"))
    driver_request (self, BS_REQUEST_PEEK);
}

static void
handle_clicked (BsBottomSheet *self)
{
  driver_request (self, BS_REQUEST_TOGGLE);
}

/* ---- GObject ---- */

static void
bs_bottom_sheet_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BsBottomSheet *self = BS_BOTTOM_SHEET (object);

  switch (prop_id)
    {
    case PROP_CONTENT: g_value_set_object (value, self->content); break;
    case PROP_SHEET: g_value_set_object (value, bs_bottom_sheet_get_sheet (self)); break;
    case PROP_DETENT: g_value_set_enum (value, self->detent); break;
    case PROP_MODAL: g_value_set_boolean (value, self->modal); break;
    case PROP_CAN_CLOSE: g_value_set_boolean (value, self->can_close); break;
    case PROP_SHOW_DRAG_HANDLE: g_value_set_boolean (value, self->show_drag_handle); break;
    case PROP_PEEK_HEIGHT: g_value_set_double (value, self->peek_height); break;
    case PROP_EXPANDED_FRACTION: g_value_set_double (value, self->expanded_fraction); break;
    case PROP_TOP_INSET: g_value_set_double (value, self->top_inset); break;
    case PROP_DIM_OPACITY: g_value_set_double (value, self->dim_opacity); break;
    case PROP_TITLE: g_value_set_string (value, self->title); break;
    case PROP_PROGRESS: g_value_set_double (value, self->progress); break;
    case PROP_SHEET_HEIGHT: g_value_set_double (value, self->sheet_height); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bs_bottom_sheet_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BsBottomSheet *self = BS_BOTTOM_SHEET (object);

  switch (prop_id)
    {
    case PROP_CONTENT: bs_bottom_sheet_set_content (self, g_value_get_object (value)); break;
    case PROP_SHEET: bs_bottom_sheet_set_sheet (self, g_value_get_object (value)); break;
    case PROP_DETENT: bs_bottom_sheet_set_detent (self, g_value_get_enum (value)); break;
    case PROP_MODAL: bs_bottom_sheet_set_modal (self, g_value_get_boolean (value)); break;
    case PROP_CAN_CLOSE: bs_bottom_sheet_set_can_close (self, g_value_get_boolean (value)); break;
    case PROP_SHOW_DRAG_HANDLE: bs_bottom_sheet_set_show_drag_handle (self, g_value_get_boolean (value)); break;
    case PROP_PEEK_HEIGHT: bs_bottom_sheet_set_peek_height (self, g_value_get_double (value)); break;
    case PROP_EXPANDED_FRACTION: bs_bottom_sheet_set_expanded_fraction (self, g_value_get_double (value)); break;
    case PROP_TOP_INSET: bs_bottom_sheet_set_top_inset (self, g_value_get_double (value)); break;
    case PROP_DIM_OPACITY: bs_bottom_sheet_set_dim_opacity (self, g_value_get_double (value)); break;
    case PROP_TITLE: bs_bottom_sheet_set_title (self, g_value_get_string (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bs_bottom_sheet_dispose (GObject *object)
{
  BsBottomSheet *self = BS_BOTTOM_SHEET (object);

  /* The driver goes first: it stops its tick callback and lets go of the
   * widgets it watches while they are all still alive. */
  if (self->driver)
    {
      bs_swift_driver_dispose (self->driver);
      self->driver = NULL;
    }
  g_clear_pointer (&self->content, gtk_widget_unparent);
  g_clear_pointer (&self->dimming, gtk_widget_unparent);
  g_clear_pointer (&self->surface, gtk_widget_unparent);
  self->handle = NULL;

  G_OBJECT_CLASS (bs_bottom_sheet_parent_class)->dispose (object);
}

static void
bs_bottom_sheet_finalize (GObject *object)
{
  BsBottomSheet *self = BS_BOTTOM_SHEET (object);

  g_free (self->title);
  G_OBJECT_CLASS (bs_bottom_sheet_parent_class)->finalize (object);
}

static void
bs_bottom_sheet_class_init (BsBottomSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  /* The numeric properties leave the checking to their setters, whose warning
   * names the allowed range. Without LAX_VALIDATION, g_object_set_property would
   * refuse NaN and ±infinity itself, with a warning that does not say what is
   * allowed; with it, NaN reaches the setter as it is and ±infinity as
   * ±G_MAXDOUBLE (GLib's clamp to the pspec's bounds). */
  const GParamFlags rw_number = rw | G_PARAM_LAX_VALIDATION;

  object_class->get_property = bs_bottom_sheet_get_property;
  object_class->set_property = bs_bottom_sheet_set_property;
  object_class->dispose = bs_bottom_sheet_dispose;
  object_class->finalize = bs_bottom_sheet_finalize;

  widget_class->measure = bs_bottom_sheet_measure;
  widget_class->size_allocate = bs_bottom_sheet_size_allocate;
  widget_class->snapshot = bs_bottom_sheet_snapshot;
  widget_class->focus = bs_bottom_sheet_focus;

  /**
   * BsBottomSheet:content:
   *
   * The app's content, under the sheet.
   */
  props[PROP_CONTENT] = g_param_spec_object ("content", NULL, "The app's content, under the sheet",
                                             GTK_TYPE_WIDGET, rw);
  /**
   * BsBottomSheet:sheet:
   *
   * The widget shown in the sheet, below the drag handle.
   */
  props[PROP_SHEET] = g_param_spec_object ("sheet", NULL, "The widget shown in the sheet",
                                           GTK_TYPE_WIDGET, rw);
  /**
   * BsBottomSheet:detent:
   *
   * Where the sheet rests, or is going: it changes when the sheet commits to a
   * new place (at a release or a request), before the animation ends.
   * Setting it moves the sheet there, `dismissed` included, whatever
   * #BsBottomSheet:can-close says.
   */
  props[PROP_DETENT] = g_param_spec_enum ("detent", NULL, "Where the sheet rests or is going",
                                          BS_TYPE_DETENT, BS_DETENT_DISMISSED, rw);
  props[PROP_MODAL] = g_param_spec_boolean ("modal", NULL,
                                            "Whether the content is dimmed and takes no input while the sheet is open",
                                            TRUE, rw);
  props[PROP_CAN_CLOSE] = g_param_spec_boolean ("can-close", NULL,
                                                "Whether a swipe, Escape or a click outside may close the sheet",
                                                TRUE, rw);
  props[PROP_SHOW_DRAG_HANDLE] = g_param_spec_boolean ("show-drag-handle", NULL,
                                                       "Whether the drag handle is shown", TRUE, rw);
  props[PROP_PEEK_HEIGHT] = g_param_spec_double ("peek-height", NULL,
                                                 "Height of the strip that stays visible, 0 (no peek) to 10000 px",
                                                 -G_MAXDOUBLE, G_MAXDOUBLE, 0, rw_number);
  props[PROP_EXPANDED_FRACTION] = g_param_spec_double ("expanded-fraction", NULL,
                                                       "Height of the expanded detent as a fraction of the host, 0 to 1",
                                                       -G_MAXDOUBLE, G_MAXDOUBLE, 0.5, rw_number);
  props[PROP_TOP_INSET] = g_param_spec_double ("top-inset", NULL,
                                               "Space kept free above the full detent, 0 to 10000 px",
                                               -G_MAXDOUBLE, G_MAXDOUBLE, DEFAULT_TOP_INSET, rw_number);
  props[PROP_DIM_OPACITY] = g_param_spec_double ("dim-opacity", NULL,
                                                 "Opacity of the scrim at the expanded detent, 0 to 1",
                                                 -G_MAXDOUBLE, G_MAXDOUBLE, DEFAULT_DIM_OPACITY, rw_number);
  props[PROP_TITLE] = g_param_spec_string ("title", NULL, "The sheet's accessible title",
                                           DEFAULT_TITLE, rw);
  props[PROP_PROGRESS] = g_param_spec_double ("progress", NULL,
                                              "Visible height as a fraction of the expanded height",
                                              0, G_MAXDOUBLE, 0, ro);
  props[PROP_SHEET_HEIGHT] = g_param_spec_double ("sheet-height", NULL, "Visible height of the sheet in px",
                                                  0, G_MAXDOUBLE, 0, ro);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /**
   * BsBottomSheet::detent-changed:
   * @self: the sheet
   * @detent: the new detent
   *
   * The sheet committed to a new detent.
   */
  signals[SIGNAL_DETENT_CHANGED] = g_signal_new ("detent-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, BS_TYPE_DETENT);
  /**
   * BsBottomSheet::close-attempt:
   *
   * A close was asked for while #BsBottomSheet:can-close is %FALSE; the sheet
   * went back to its lowest open detent. Ask "discard changes?" here.
   */
  signals[SIGNAL_CLOSE_ATTEMPT] = g_signal_new ("close-attempt", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * BsBottomSheet::closed:
   *
   * The sheet came to rest at the dismissed detent and is hidden.
   */
  signals[SIGNAL_CLOSED] = g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /* Enabled only when they apply (the driver decides); GTK exports enabled
   * widget actions over AT-SPI, so screen readers can run them. */
  gtk_widget_class_install_action (widget_class, "sheet.expand", NULL, bs_bottom_sheet_activate_action);
  gtk_widget_class_install_action (widget_class, "sheet.collapse", NULL, bs_bottom_sheet_activate_action);
  gtk_widget_class_install_action (widget_class, "sheet.dismiss", NULL, bs_bottom_sheet_activate_action);
  gtk_widget_class_install_action (widget_class, "sheet.peek", NULL, bs_bottom_sheet_activate_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "sheet.dismiss", NULL);

  gtk_widget_class_set_css_name (widget_class, "bottom-sheet");
  /* A plain container for screen readers: with the default role (WIDGET) GTK
   * 4.8 would name it after its type and read out "BsBottomSheet". */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bs_bottom_sheet_init (BsBottomSheet *self)
{
  self->modal = TRUE;
  self->can_close = TRUE;
  self->show_drag_handle = TRUE;
  self->expanded_fraction = 0.5;
  self->top_inset = DEFAULT_TOP_INSET;
  self->dim_opacity = DEFAULT_DIM_OPACITY;
  self->title = g_strdup (DEFAULT_TITLE);
  self->detent = BS_DETENT_DISMISSED;

  /* Nothing of the sheet may show outside the host: the rubber band and the
   * shadow stay inside it. */
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  self->dimming = bs_dimming_new ();
  gtk_widget_set_parent (self->dimming, GTK_WIDGET (self));
  self->handle = bs_drag_handle_new ();
  g_signal_connect_swapped (self->handle, "clicked", G_CALLBACK (handle_clicked), self);
  self->surface = bs_sheet_surface_new (self->handle);
  gtk_widget_set_parent (self->surface, GTK_WIDGET (self));

  self->driver = bs_swift_driver_new (self);
}

/* ---- GtkBuildable: <child type="content"> and <child type="sheet"> ---- */

static GtkBuildableIface *parent_buildable_iface;

static void
bs_bottom_sheet_add_child (GtkBuildable *buildable,
                           GtkBuilder   *builder,
                           GObject      *child,
                           const char   *type)
{
  BsBottomSheet *self = BS_BOTTOM_SHEET (buildable);

  if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "content") == 0)
    bs_bottom_sheet_set_content (self, GTK_WIDGET (child));
  else if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "sheet") == 0)
    bs_bottom_sheet_set_sheet (self, GTK_WIDGET (child));
  else if (GTK_IS_WIDGET (child) && type == NULL && self->content == NULL)
    bs_bottom_sheet_set_content (self, GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
bs_bottom_sheet_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = bs_bottom_sheet_add_child;
}
