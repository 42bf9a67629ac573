/* What the Swift test harness needs from GTK but cannot import itself.
 *
 * Swift does not import variadic C functions (g_signal_emit_by_name) nor the
 * GObject cast macros (GTK_WINDOW (), G_OBJECT ()). These wrappers are thin
 * and checked: a wrong type logs a GLib critical, which the harness turns
 * into a test failure, rather than crashing later.
 *
 * Not part of the public C API (bottomsheet.h): tests only, in a target of
 * their own so that libbottomsheet-1.so does not carry them. */
#ifndef BS_TEST_SUPPORT_H
#define BS_TEST_SUPPORT_H

#include <bottomsheet.h>

G_BEGIN_DECLS

/* Emits one of GtkGestureDrag's own signals, "drag-begin" (x, y = start
 * point), "drag-update" or "drag-end" (x, y = offset from the start), as
 * g_signal_emit_by_name (gesture, signal, x, y) would.
 *
 * This runs the handlers connected to the signal, as a real drag would, but
 * it does not feed the gesture any events: the gesture's own state (its
 * start point, whether it is recognised) is not changed. */
void          bs_test_emit_drag        (GtkGesture *gesture,
                                        const char *signal,
                                        double      x,
                                        double      y);

/* Emits a GtkEventControllerScroll's "scroll-begin" / "scroll-end" (no
 * arguments) or, with bs_test_emit_scroll, "scroll" (dx, dy), returning
 * whether a handler took the scroll. As a touchpad's two-finger scroll would. */
void          bs_test_emit_scroll_edge (GtkEventController *controller,
                                        const char         *signal);
gboolean      bs_test_emit_scroll      (GtkEventController *controller,
                                        double              dx,
                                        double              dy);

/* Emits a GtkEventControllerKey's "key-pressed" (keyval, keycode 0, no
 * modifiers), returning whether a handler took the key. */
gboolean      bs_test_emit_key_pressed (GtkEventController *controller,
                                        guint               keyval);

/* GTK_WINDOW (widget): a checked cast, NULL with a critical if it is not one. */
GtkWindow    *bs_test_widget_as_window (GtkWidget *widget);

/* The X11 window id of @window's surface; 0 when GDK is not on X11 (or the window has
 * no surface yet). */
guint64       bs_test_x11_window_id   (GtkWidget *window);

/* G_OBJECT (instance): a checked cast, NULL with a critical if it is not one. */
GObject      *bs_test_as_object        (gpointer instance);

/* GTK_STYLE_PROVIDER (provider): a checked cast. */
GtkStyleProvider *bs_test_css_provider_as_style_provider (GtkCssProvider *provider);

/* GTK_WIDGET () and BS_BOTTOM_SHEET (): checked casts of a host pointer. */
GtkWidget *bs_widget_cast        (gpointer instance);
BsBottomSheet *bs_bottom_sheet_cast (gpointer instance);

/* A widget with a `title` string property (titled-widget.c). */
#define BS_TEST_TYPE_TITLED_WIDGET (bs_test_titled_widget_get_type ())
G_DECLARE_FINAL_TYPE (BsTestTitledWidget, bs_test_titled_widget, BS_TEST, TITLED_WIDGET, GtkWidget)
GtkWidget *bs_test_titled_widget_new (void);

/* A widget that gives @child all its space and counts how many times GTK allocated
 * it a size (laid it out): a widget that is only moved is not allocated again. */
GtkWidget *bs_test_allocation_counter_new             (GtkWidget *child);
guint      bs_test_allocation_counter_get_allocations (GtkWidget *counter);

/* An outset shadow of @outline drawn by GTK and drawn from the sheet's shadow
 * pieces (render-nodes.h), each over the same opaque background at @scale: the
 * largest difference of a channel between the two images, or -1 when the pieces
 * left the shadow to GTK. @rendered_looks, when given, is set to how many looks
 * the pieces rendered, for @outline and then for the same shadow around an outline
 * 100 px taller and wider. */
int        bs_test_shadow_pieces_difference (const GskRoundedRect *outline,
                                             const GdkRGBA        *color,
                                             float                 dx,
                                             float                 dy,
                                             float                 spread,
                                             float                 blur,
                                             int                   scale,
                                             guint                *rendered_looks);

/* @sheet (the sheet's own node, @width × @height) drawn as GTK made it and with its
 * corners clipped only where they are (render-nodes.h), over the same opaque
 * background: the largest difference of a channel between the two images.
 * @same_node is set to whether the corner clip left the node as it was;
 * @rectangles and @rounded to how many rectangular and rounded clip nodes are
 * among the top-level children of the result. Each may be NULL. */
int        bs_test_corner_clip_difference (GskRenderNode *sheet,
                                           int            width,
                                           int            height,
                                           gboolean      *same_node,
                                           guint         *rectangles,
                                           guint         *rounded);

/* How many nodes of @type there are in @node's tree (through containers,
 * transforms, clips, opacity, repeat and debug nodes). */
guint      bs_test_count_nodes (GskRenderNode     *node,
                                GskRenderNodeType  type);
/* How many nodes of @type there are in @node's tree below a node of type
 * @inside (walked as bs_test_count_nodes walks it). */
guint      bs_test_count_nodes_inside (GskRenderNode     *node,
                                       GskRenderNodeType  type,
                                       GskRenderNodeType  inside);
/* How many colour nodes of exactly @color in @node's tree cover the point (@x, @y)
 * of @node's coordinates (through translations; other transforms are not entered). */
guint      bs_test_color_nodes_at (GskRenderNode *node,
                                   const GdkRGBA *color,
                                   double         x,
                                   double         y);
/* The bounds of the colour nodes of exactly @color in @node's tree, in the order they
 * are drawn, in @node's coordinates (through translations, as bs_test_color_nodes_at): the
 * first @max of them in @bounds. Returns how many there are. */
guint      bs_test_color_node_bounds (GskRenderNode   *node,
                                      const GdkRGBA   *color,
                                      graphene_rect_t *bounds,
                                      guint            max);
/* The first node of @type in @node's tree (as bs_test_count_nodes walks it), or
 * NULL. */
GskRenderNode *bs_test_first_node (GskRenderNode     *node,
                                   GskRenderNodeType  type);

G_END_DECLS

#endif
