#include "sheet-parts.h"
#include "bottomsheet.h"
#include "sheet-shadow.h"
#include "sheet-corners.h"
#include "gtk-versions.h"

#include <math.h>

/* ---- sheet: the panel; the drag handle (its first child), then the page header,
 * the header, the root page holding the sheet's child (the body), the pages
 * pushed over it and the footer ---- */

struct _BsSheet
{
  GtkWidget  parent_instance;
  /* Weak pointers: the widget tree holds the children. */
  GtkWidget *slots[BS_SHEET_N_SLOTS];
  /* The page sliding in or out (weak), and how far in it is (0 to 1). */
  GtkWidget *slide_front;
  double     slide_progress;
  /* A side panel: the handle is a grip down the inner edge. */
  gboolean   side;
  /* How much of the sheet's height shows above the host's bottom edge, -1 for all
   * of it: while the sheet moves it is allocated taller than it shows. */
  int        shown_height;
  /* Where the last allocation put the parts across (x, width) and the body's top
   * and bottom edges: the footer is moved from there when only the shown height
   * changes, and the pages when only a slide's progress does. */
  int        parts_x;
  int        parts_width;
  int        body_top;
  int        body_bottom;
  /* Which parts above the body that allocation stacked (shown_tops). */
  guint      tops_shown;
  /* The sheet's shadows as pieces, and the node GTK last drew the sheet as
   * (source) with its shadows in pieces (drawn): while only the sheet's position
   * changes, GTK gives the same node, and the same replacement is reused. */
  BsShadowPieces *shadow_pieces;
  GskRenderNode  *shadow_source;
  GskRenderNode  *shadow_drawn;
  /* Likewise the node GTK last drew the sheet as (source) with its corners clipped
   * only where they are (clipped, sheet-corners.h). */
  GskRenderNode  *corners_source;
  GskRenderNode  *corners_clipped;
};

/* How dark the covered page gets under a page that has slid all the way in:
 * a hint of depth, as GNOME's navigation views do. */
#define SLIDE_DIMMING 0.12f

G_DEFINE_FINAL_TYPE (BsSheet, bs_sheet, GTK_TYPE_WIDGET)

/* The widget in @slot while it is still the sheet's child: an app that unparented
 * it itself has taken it out. */
static GtkWidget *
slot_widget (BsSheet     *self,
             BsSheetSlot  slot)
{
  GtkWidget *widget = self->slots[slot];

  return widget && gtk_widget_get_parent (widget) == GTK_WIDGET (self) ? widget : NULL;
}

GtkWidget *
bs_sheet_get_slot (BsSheet     *self,
                   BsSheetSlot  slot)
{
  g_return_val_if_fail (BS_IS_SHEET (self) && slot < BS_SHEET_N_SLOTS, NULL);
  return slot_widget (self, slot);
}

void
bs_sheet_set_slot (BsSheet     *self,
                   BsSheetSlot  slot,
                   GtkWidget   *widget)
{
  GtkWidget *previous = gtk_widget_get_first_child (GTK_WIDGET (self)); /* the handle */
  GtkWidget *old;

  g_return_if_fail (BS_IS_SHEET (self) && slot < BS_SHEET_N_SLOTS);
  old = slot_widget (self, slot);
  if (old == widget)
    return;
  g_clear_weak_pointer (&self->slots[slot]);
  if (old)
    gtk_widget_unparent (old);
  if (widget == NULL)
    return;
  /* After the handle and the filled slots before this one; the footer after the
   * pushed pages too, last. */
  for (guint i = 0; i < slot; i++)
    if (slot_widget (self, i))
      previous = self->slots[i];
  if (slot == BS_SHEET_SLOT_FOOTER)
    gtk_widget_insert_before (widget, GTK_WIDGET (self), NULL);
  else
    gtk_widget_insert_after (widget, GTK_WIDGET (self), previous);
  g_set_weak_pointer (&self->slots[slot], widget);
}

/* Whether @part takes space: it exists, the app shows it, and the sheet has not
 * put it aside (a covered page; the app's header under a pushed page). */
static gboolean
shown (GtkWidget *part)
{
  return part && gtk_widget_get_visible (part) && gtk_widget_get_child_visible (part);
}

/* Whether @part is in the body's place: the root page or a pushed page. */
static gboolean
is_page (BsSheet   *self,
         GtkWidget *part)
{
  if (part == slot_widget (self, BS_SHEET_SLOT_BODY))
    return TRUE;
  if (part == gtk_widget_get_first_child (GTK_WIDGET (self)))
    return FALSE;
  for (guint i = 0; i < BS_SHEET_N_SLOTS; i++)
    if (part == slot_widget (self, i))
      return FALSE;
  return TRUE;
}

void
bs_sheet_add_page (BsSheet   *self,
                   GtkWidget *page)
{
  g_return_if_fail (BS_IS_SHEET (self) && GTK_IS_WIDGET (page));
  gtk_widget_insert_before (page, GTK_WIDGET (self), slot_widget (self, BS_SHEET_SLOT_FOOTER));
}

static void allocate_pages (BsSheet *self,
                            int      x,
                            int      width,
                            int      top,
                            int      bottom);
static guint shown_tops (BsSheet *self);

void
bs_sheet_set_slide (BsSheet   *self,
                    GtkWidget *front,
                    double     progress)
{
  gboolean only_moves;

  g_return_if_fail (BS_IS_SHEET (self));
  /* A frame of a slide under way only moves the pages, at the sizes they have: they
   * are moved here, at once, as the footer is (bs_sheet_set_shown_height), and the
   * sheet is redrawn for the covered page's dimming. A queued allocation would go up
   * to the window, which GTK would then lay out in every frame of the slide. A slide
   * that starts or ends, or a push it reverses, may come with parts shown or put aside
   * above the body (the page header for the app's): the sheet is laid out again then. */
  only_moves = front != NULL && front == self->slide_front && gtk_widget_get_width (GTK_WIDGET (self)) > 0
               && shown_tops (self) == self->tops_shown;
  g_set_weak_pointer (&self->slide_front, front);
  self->slide_progress = CLAMP (progress, 0, 1);
  if (only_moves)
    {
      allocate_pages (self, self->parts_x, self->parts_width, self->body_top, self->body_bottom);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  else
    gtk_widget_queue_allocate (GTK_WIDGET (self));
}

void
bs_sheet_set_side (BsSheet  *self,
                   gboolean  side)
{
  if (self->side == !!side)
    return;
  self->side = !!side;
  if (side)
    gtk_widget_add_css_class (GTK_WIDGET (self), "side");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "side");
  gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_resize (gtk_widget_get_first_child (GTK_WIDGET (self)));
}

static void place_footer (BsSheet *self,
                          int      height);

void
bs_sheet_set_shown_height (BsSheet *self,
                           int      shown_height)
{
  g_return_if_fail (BS_IS_SHEET (self));
  if (self->shown_height == shown_height)
    return;
  self->shown_height = shown_height;
  /* Only the footer follows the edge shown, and it is moved here, at once: GTK only
   * moves a part allocated again at the same size, and redraws the sheet. Queueing an
   * allocation of the sheet instead would go up to the window, which GTK would then
   * lay out in every frame of a move. Before the sheet's first allocation there is
   * nowhere to put it; that allocation does. */
  if (gtk_widget_get_width (GTK_WIDGET (self)) > 0)
    place_footer (self, gtk_widget_get_height (GTK_WIDGET (self)));
}

/* The handle's natural width: the theme turns it for the side (SheetStyle gives
 * `sheet.side > bs-drag-handle` the bottom handle's height as its width). */
int
bs_sheet_get_grip_width (BsSheet *self)
{
  GtkWidget *handle = gtk_widget_get_first_child (GTK_WIDGET (self));
  int natural = 0;

  if (self->side && gtk_widget_get_visible (handle))
    gtk_widget_measure (handle, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

/* A part's natural height for @width, 0 when there is none or it is not shown. */
static int
natural_height (GtkWidget *part,
                int        width)
{
  int natural = 0;

  if (shown (part))
    gtk_widget_measure (part, GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
  return natural;
}

/* The parts, stacked. The minimum height is the handle, headers and footer at
 * their natural heights: the sheet is never allocated less, so the footer always
 * sits under the header at worst. The pages' own minimum is left out: a page may
 * overflow the visible part of the sheet (under the footer, clipped at the
 * bottom) rather than push the footer off the visible bottom edge. The pages
 * share one place: its natural height is the tallest shown page's. */
static void
bs_sheet_measure (GtkWidget      *widget,
                  GtkOrientation  orientation,
                  int             for_size,
                  int            *minimum,
                  int            *natural,
                  int            *minimum_baseline,
                  int            *natural_baseline)
{
  BsSheet *self = BS_SHEET (widget);

  int pages_natural = 0;

  *minimum = *natural = 0;
  for (GtkWidget *part = gtk_widget_get_first_child (widget); part; part = gtk_widget_get_next_sibling (part))
    {
      int min = 0, nat = 0;

      /* Across, every page counts, covered or not: the width stays when one comes back. */
      if (orientation == GTK_ORIENTATION_VERTICAL ? !shown (part) : !gtk_widget_get_visible (part))
        continue;
      /* A side panel's grip lies beside the other parts: it adds its width across
       * and nothing down (the panel is as tall as the window anyway). */
      if (self->side && part == gtk_widget_get_first_child (widget))
        continue;
      gtk_widget_measure (part, orientation, for_size, &min, &nat, NULL, NULL);
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          *minimum = MAX (*minimum, min);
          *natural = MAX (*natural, nat);
        }
      else if (is_page (self, part))
        pages_natural = MAX (pages_natural, nat);
      else
        {
          *minimum += nat;
          *natural += nat;
        }
    }
  *natural += pages_natural;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum += bs_sheet_get_grip_width (self);
      *natural += bs_sheet_get_grip_width (self);
    }
}

static void
allocate_at (GtkWidget *part,
             int        x,
             int        width,
             int        y,
             int        height)
{
  gtk_widget_allocate (part, width, height, -1, gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x, y)));
}

/* The footer at its natural height on the visible bottom edge: the shown height, or
 * the sheet's @height when all of it shows. Never above the body's top edge: while the
 * sheet is shorter than its parts it slides as one block, the footer under the header. */
static void
place_footer (BsSheet *self,
              int      height)
{
  GtkWidget *footer = slot_widget (self, BS_SHEET_SLOT_FOOTER);
  int footer_height, bottom;

  if (!shown (footer))
    return;
  footer_height = natural_height (footer, self->parts_width);
  bottom = self->shown_height >= 0 ? MIN (height, self->shown_height) : height;
  allocate_at (footer, self->parts_x, self->parts_width, MAX (self->body_top, bottom - footer_height), footer_height);
}

/* How far across a shown page lies, in px towards the end edge: the sliding page
 * (1 - progress) of the width, the page under it a third of the width the other
 * way at full progress. Mirrored right to left. */
static int
page_offset (BsSheet   *self,
             GtkWidget *page,
             int        width)
{
  double offset = 0;

  if (self->slide_front && page == self->slide_front)
    offset = (1 - self->slide_progress) * width;
  else if (self->slide_front)
    offset = -self->slide_progress * width / 3;
  if (gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL)
    offset = -offset;
  return (int) round (offset);
}

/* Each shown page fills the body's place, from @top to @bottom (never less than
 * its minimum), at its offset across. */
static void
allocate_pages (BsSheet *self,
                int      x,
                int      width,
                int      top,
                int      bottom)
{
  for (GtkWidget *part = gtk_widget_get_first_child (GTK_WIDGET (self)); part; part = gtk_widget_get_next_sibling (part))
    {
      int page_min = 0;

      if (!shown (part) || !is_page (self, part))
        continue;
      gtk_widget_measure (part, GTK_ORIENTATION_VERTICAL, width, &page_min, NULL, NULL, NULL);
      gtk_widget_allocate (part, width, MAX (page_min, bottom - top), -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x + page_offset (self, part, width), top)));
    }
}

/* The parts above the body, top to bottom: the handle, the page header, the app's header. */
static void
get_tops (BsSheet   *self,
          GtkWidget *tops[3])
{
  tops[0] = gtk_widget_get_first_child (GTK_WIDGET (self));
  tops[1] = slot_widget (self, BS_SHEET_SLOT_PAGE_HEADER);
  tops[2] = slot_widget (self, BS_SHEET_SLOT_HEADER);
}

/* Which parts above the body are shown, a bit each in get_tops' order. */
static guint
shown_tops (BsSheet *self)
{
  GtkWidget *tops[3];
  guint mask = 0;

  get_tops (self, tops);
  for (guint i = 0; i < G_N_ELEMENTS (tops); i++)
    if (shown (tops[i]))
      mask |= 1u << i;
  return mask;
}

/* At rest the sheet is allocated its visible height (never less than its minimum),
 * its bottom edge on the host's. The handle and the header take their natural heights
 * at the top; the footer takes its natural height at the bottom edge, which is the
 * visible bottom edge; the body gets what lies between, so a list in it can scroll
 * to its last row above the footer.
 *
 * While the sheet moves it is allocated taller than it shows (see the shown height):
 * the body keeps the height it has above the allocation's bottom edge, and only the
 * footer moves, to stay on the visible bottom edge over the body; the body is drawn
 * down to the footer's top edge only (pages_bottom).
 *
 * While the visible height is less than handle + header + footer (the sheet sliding
 * in or out), the sheet slides as one block: it keeps its minimum height, the footer
 * stays under the header and goes below the host's bottom edge with the rest, rather
 * than being drawn over the header.
 *
 * The body is never given less than its minimum (GTK would warn): what does not fit
 * lies under the footer or below the sheet's bottom edge, clipped by the sheet. */
static void
bs_sheet_size_allocate (GtkWidget *widget,
                        int        width,
                        int        height,
                        int        baseline)
{
  BsSheet *self = BS_SHEET (widget);
  GtkWidget *tops[3];
  GtkWidget *footer = slot_widget (self, BS_SHEET_SLOT_FOOTER);
  int top = 0, footer_height, x = 0;

  get_tops (self, tops);
  self->tops_shown = shown_tops (self);

  if (self->side)
    {
      /* The grip down the inner edge (the start edge), the parts beside it. */
      int grip = bs_sheet_get_grip_width (self);
      gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;

      if (shown (tops[0]))
        allocate_at (tops[0], rtl ? width - grip : 0, grip, 0, height);
      x = rtl ? 0 : grip;
      width = MAX (0, width - grip);
      tops[0] = NULL;
    }
  for (guint i = 0; i < G_N_ELEMENTS (tops); i++)
    {
      int part_height = natural_height (tops[i], width);

      if (!shown (tops[i]))
        continue;
      allocate_at (tops[i], x, width, top, part_height);
      top += part_height;
    }
  footer_height = natural_height (footer, width);
  self->parts_x = x;
  self->parts_width = width;
  self->body_top = top;
  self->body_bottom = MAX (top, height - footer_height);
  allocate_pages (self, x, width, top, self->body_bottom);
  place_footer (self, height);
}

/* How far down the pages show, in the sheet's coordinates: to the footer's top
 * edge. While the sheet moves the body is held taller than what shows and reaches
 * under the footer (see bs_sheet_size_allocate); it is cut there, so that it ends at
 * the footer's top edge as at rest, whatever the footer draws. -1: nothing to cut. */
static float
pages_bottom (BsSheet *self)
{
  GtkWidget *footer = slot_widget (self, BS_SHEET_SLOT_FOOTER);
  graphene_rect_t bounds;

  if (!shown (footer) || self->shown_height < 0
      || !gtk_widget_compute_bounds (footer, GTK_WIDGET (self), &bounds))
    return -1;
  return bounds.origin.y;
}

/* The parts in order; over the page under a slide, a dimming as dark as the
 * sliding page is far in, and under the sliding page the sheet's background
 * colour (the one the sheet's CSS paints, @theme_bg_color). The pages end at the
 * footer's top edge (pages_bottom). */
static void
bs_sheet_snapshot (GtkWidget   *widget,
                   GtkSnapshot *snapshot)
{
  BsSheet *self = BS_SHEET (widget);
  float bottom = pages_bottom (self);

  for (GtkWidget *part = gtk_widget_get_first_child (widget); part; part = gtk_widget_get_next_sibling (part))
    {
      graphene_rect_t bounds;
      gboolean cut = bottom >= 0 && is_page (self, part);

      if (cut)
        gtk_snapshot_push_clip (snapshot,
                                &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget), bottom));

      /* A page may have no background of its own: the sliding one gets the
       * sheet's, so that the page under it never shows through. */
      if (part == self->slide_front && shown (part) && gtk_widget_compute_bounds (part, widget, &bounds))
        {
          GdkRGBA background;

          if (bs_widget_lookup_color (widget, "theme_bg_color", &background))
            gtk_snapshot_append_color (snapshot, &background, &bounds);
        }
      gtk_widget_snapshot_child (widget, part, snapshot);
      if (self->slide_front && part != self->slide_front && shown (part) && is_page (self, part)
          && self->slide_progress > 0 && gtk_widget_compute_bounds (part, widget, &bounds))
        gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0, 0, 0, SLIDE_DIMMING * self->slide_progress }, &bounds);
      if (cut)
        gtk_snapshot_pop (snapshot);
    }
}

static void
bs_sheet_dispose (GObject *object)
{
  BsSheet *self = BS_SHEET (object);
  GtkWidget *part;

  for (guint i = 0; i < BS_SHEET_N_SLOTS; i++)
    g_clear_weak_pointer (&self->slots[i]);
  g_clear_weak_pointer (&self->slide_front);
  g_clear_pointer (&self->shadow_source, gsk_render_node_unref);
  g_clear_pointer (&self->shadow_drawn, gsk_render_node_unref);
  g_clear_pointer (&self->corners_source, gsk_render_node_unref);
  g_clear_pointer (&self->corners_clipped, gsk_render_node_unref);
  while ((part = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (part);
  G_OBJECT_CLASS (bs_sheet_parent_class)->dispose (object);
}

static void
bs_sheet_finalize (GObject *object)
{
  bs_shadow_pieces_free (BS_SHEET (object)->shadow_pieces);
  G_OBJECT_CLASS (bs_sheet_parent_class)->finalize (object);
}

/* Unmapped, the sheet lets go of the nodes it kept: what they hold (the app's
 * widgets' nodes) is not kept alive by a sheet nobody sees. */
static void
bs_sheet_unmap (GtkWidget *widget)
{
  BsSheet *self = BS_SHEET (widget);

  g_clear_pointer (&self->shadow_source, gsk_render_node_unref);
  g_clear_pointer (&self->shadow_drawn, gsk_render_node_unref);
  g_clear_pointer (&self->corners_source, gsk_render_node_unref);
  g_clear_pointer (&self->corners_clipped, gsk_render_node_unref);
  GTK_WIDGET_CLASS (bs_sheet_parent_class)->unmap (widget);
}

/* Where @sheet (the sheet's own node, for a sheet @width × @height) paints one
 * opaque colour: its CSS background, which GTK 4.8 draws first in the sheet's node
 * (after the outset shadows, in one container with them if there are any), as a
 * colour node covering the sheet, clipped to the rounded border box when it has
 * corners. Between its top and bottom corners the whole width is covered. Any other
 * shape (an image, a gradient, a translucent colour, an opacity over the sheet, no
 * background) leaves it unknown: FALSE. */
static gboolean
sheet_opaque_area (GskRenderNode   *sheet,
                   int              width,
                   int              height,
                   graphene_rect_t *area)
{
  GskRenderNode *box, *background = NULL, *color;
  graphene_rect_t bounds, whole = GRAPHENE_RECT_INIT (0, 0, width, height);
  float top = 0, bottom = 0;
  guint i;

  if (gsk_render_node_get_node_type (sheet) != GSK_CONTAINER_NODE || gsk_container_node_get_n_children (sheet) == 0)
    return FALSE;
  box = gsk_container_node_get_child (sheet, 0);
  /* GtkSnapshot makes no container for one node: a background with no shadow. */
  if (gsk_render_node_get_node_type (box) != GSK_CONTAINER_NODE)
    background = box;
  else
    for (i = 0; i < gsk_container_node_get_n_children (box); i++)
      {
        background = gsk_container_node_get_child (box, i);
        if (gsk_render_node_get_node_type (background) != GSK_OUTSET_SHADOW_NODE)
          break;
        background = NULL;
      }
  if (background == NULL)
    return FALSE;
  color = background;
  if (gsk_render_node_get_node_type (background) == GSK_ROUNDED_CLIP_NODE)
    {
      const GskRoundedRect *clip = gsk_rounded_clip_node_get_clip (background);

      color = gsk_rounded_clip_node_get_child (background);
      bounds = clip->bounds;
      top = MAX (clip->corner[GSK_CORNER_TOP_LEFT].height, clip->corner[GSK_CORNER_TOP_RIGHT].height);
      bottom = MAX (clip->corner[GSK_CORNER_BOTTOM_LEFT].height, clip->corner[GSK_CORNER_BOTTOM_RIGHT].height);
    }
  if (gsk_render_node_get_node_type (color) != GSK_COLOR_NODE || gsk_color_node_get_color (color)->alpha < 1)
    return FALSE;
  if (color == background)
    gsk_render_node_get_bounds (color, &bounds);
  else
    {
      graphene_rect_t painted;

      gsk_render_node_get_bounds (color, &painted);
      if (!graphene_rect_contains_rect (&painted, &bounds))
        return FALSE;
    }
  /* The background covers the sheet's border box, which is the whole sheet: anything
   * smaller is some other colour node. */
  if (!graphene_rect_equal (&bounds, &whole))
    return FALSE;
  graphene_rect_init (area, bounds.origin.x, bounds.origin.y + top,
                      bounds.size.width, MAX (0, bounds.size.height - top - bottom));
  return area->size.height > 0 && area->size.width > 0;
}

GskRenderNode *
bs_sheet_render_in_host (BsSheet         *self,
                         GtkWidget       *host,
                         graphene_rect_t *opaque)
{
  GtkNative *native = gtk_widget_get_native (host);
  GtkSnapshot *own;
  GskRenderNode *node, *sheet, *done, *drawn;
  GskTransform *transform = NULL;

  g_return_val_if_fail (BS_IS_SHEET (self), NULL);
  if (opaque != NULL)
    graphene_rect_init (opaque, 0, 0, 0, 0);
  own = gtk_snapshot_new ();
  gtk_widget_snapshot_child (host, GTK_WIDGET (self), own);
  node = gtk_snapshot_free_to_node (own);
  if (node == NULL)
    return NULL;
  /* The sheet's own node, under the translation that places it in the host. */
  if (gsk_render_node_get_node_type (node) == GSK_TRANSFORM_NODE)
    {
      sheet = gsk_transform_node_get_child (node);
      transform = gsk_transform_node_get_transform (node);
    }
  else
    sheet = node;
  /* Found in the sheet's coordinates, then moved into the host's. */
  if (opaque != NULL
      && sheet_opaque_area (sheet, gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)), opaque)
      && transform != NULL)
    {
      if (gsk_transform_get_category (transform) >= GSK_TRANSFORM_CATEGORY_2D_TRANSLATE)
        gsk_transform_transform_bounds (transform, opaque, opaque);
      else
        graphene_rect_init (opaque, 0, 0, 0, 0);
    }

  /* Both rewritings serve GTK's Cairo renderer only, which draws every node of every
   * frame: there a rounded clip draws its children through a mask, and a blurred
   * shadow is blurred again. GTK's GL renderer clips to the corners in its shaders as
   * it draws, with no pass of its own, and keeps its blurred shadows between frames. */
  done = sheet;
  if (native != NULL && GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (native)))
    {
      if (sheet != self->corners_source)
        {
          g_clear_pointer (&self->corners_source, gsk_render_node_unref);
          g_clear_pointer (&self->corners_clipped, gsk_render_node_unref);
          self->corners_source = gsk_render_node_ref (sheet);
          self->corners_clipped = bs_sheet_clip_corners_only (sheet);
        }
      done = self->corners_clipped;
      if (done != self->shadow_source)
        {
          g_clear_pointer (&self->shadow_source, gsk_render_node_unref);
          g_clear_pointer (&self->shadow_drawn, gsk_render_node_unref);
          self->shadow_source = gsk_render_node_ref (done);
          self->shadow_drawn = bs_shadow_pieces_replace (self->shadow_pieces, done, gtk_widget_get_scale_factor (host));
        }
      done = self->shadow_drawn;
    }
  if (done == sheet)
    drawn = gsk_render_node_ref (node);
  else if (sheet == node)
    drawn = gsk_render_node_ref (done);
  else
    drawn = gsk_transform_node_new (done, transform);
  gsk_render_node_unref (node);
  return drawn;
}

/* The sheet's actions, on the dialog a screen reader is in (GTK 4.8 exports a
 * widget's own enabled actions over AT-SPI): each hands over to the host's
 * action of the same name, which does the work. The Swift half enables each
 * here and on the host alike. */
static void
bs_sheet_activate_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  GtkWidget *host = gtk_widget_get_parent (widget);

  if (host != NULL)
    gtk_widget_activate_action_variant (host, action_name, parameter);
}

/* Alt+Left goes back a page (Alt+Right right to left, where back points right),
 * as in GNOME's navigation views; when there is no page to go back to, the key
 * goes on to other handlers. */
static gboolean
bs_sheet_back_key (GtkWidget *widget,
                   GVariant  *args,
                   gpointer   user_data)
{
  guint keyval = g_variant_get_uint32 (args);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  GtkWidget *host = gtk_widget_get_parent (widget);

  if ((keyval == GDK_KEY_Left && rtl) || (keyval == GDK_KEY_Right && !rtl) || !BS_IS_BOTTOM_SHEET (host))
    return FALSE;
  return bs_bottom_sheet_pop (BS_BOTTOM_SHEET (host));
}

/* The mouse's back button (button 8) goes back a page. */
static void
bs_sheet_back_button_pressed (GtkGestureClick *gesture,
                              int              n_press,
                              double           x,
                              double           y,
                              BsSheet         *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "sheet.back", NULL);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
bs_sheet_class_init (BsSheetClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bs_sheet_dispose;
  G_OBJECT_CLASS (klass)->finalize = bs_sheet_finalize;
  widget_class->measure = bs_sheet_measure;
  widget_class->unmap = bs_sheet_unmap;
  widget_class->size_allocate = bs_sheet_size_allocate;
  widget_class->snapshot = bs_sheet_snapshot;
  gtk_widget_class_set_css_name (widget_class, "bs-sheet");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DIALOG);
  gtk_widget_class_install_action (widget_class, "sheet.expand", NULL, bs_sheet_activate_action);
  gtk_widget_class_install_action (widget_class, "sheet.collapse", NULL, bs_sheet_activate_action);
  gtk_widget_class_install_action (widget_class, "sheet.dismiss", NULL, bs_sheet_activate_action);
  gtk_widget_class_install_action (widget_class, "sheet.peek", NULL, bs_sheet_activate_action);
  gtk_widget_class_install_action (widget_class, "sheet.back", NULL, bs_sheet_activate_action);
  /* Alt+Up / Alt+Down move the sheet one detent, from anywhere in the sheet.
   * Bound here rather than on BsBottomSheet so that they never act while focus
   * is in the app's content; Alt+arrows because neither a list, an entry nor a
   * text view uses them (plain arrows, Page Up/Down and Home/End they do).
   * The actions are the sheet's own (above); when one is disabled the key goes
   * on to other handlers. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_ALT_MASK, "sheet.expand", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Up, GDK_ALT_MASK, "sheet.expand", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_ALT_MASK, "sheet.collapse", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Down, GDK_ALT_MASK, "sheet.collapse", NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, GDK_ALT_MASK, bs_sheet_back_key, "u", GDK_KEY_Left);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, GDK_ALT_MASK, bs_sheet_back_key, "u", GDK_KEY_Right);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Back, 0, "sheet.back", NULL);
}

static void
bs_sheet_init (BsSheet *self)
{
  GtkGesture *back_button = gtk_gesture_click_new ();

  self->shown_height = -1;
  self->shadow_pieces = bs_shadow_pieces_new ();
  /* Clips the sheet's child to the rounded top corners, and pages sliding across. */
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (back_button), 8);
  g_signal_connect (back_button, "pressed", G_CALLBACK (bs_sheet_back_button_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (back_button));
}

/* ---- bs-sheet-page: a page in the body's place, a group named by its title ---- */

struct _BsSheetPage
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (BsSheetPage, bs_sheet_page, GTK_TYPE_WIDGET)

GtkWidget *
bs_sheet_page_get_child (BsSheetPage *self)
{
  g_return_val_if_fail (BS_IS_SHEET_PAGE (self), NULL);
  return gtk_widget_get_first_child (GTK_WIDGET (self));
}

void
bs_sheet_page_set_child (BsSheetPage *self,
                         GtkWidget   *child)
{
  GtkWidget *old;

  g_return_if_fail (BS_IS_SHEET_PAGE (self) && (child == NULL || GTK_IS_WIDGET (child)));
  old = gtk_widget_get_first_child (GTK_WIDGET (self));
  if (old == child)
    return;
  if (old)
    gtk_widget_unparent (old);
  if (child)
    gtk_widget_set_parent (child, GTK_WIDGET (self));
}

static void
bs_sheet_page_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (bs_sheet_page_parent_class)->dispose (object);
}

static void
bs_sheet_page_class_init (BsSheetPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bs_sheet_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bs-sheet-page");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bs_sheet_page_init (BsSheetPage *self)
{
}

GtkWidget *
bs_page_header_new (void)
{
  return g_object_new (GTK_TYPE_CENTER_BOX, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
}

/* ---- bs-drag-handle: a button drawn as a pill ---- */

struct _BsDragHandle
{
  GtkButton parent_instance;
};

G_DEFINE_FINAL_TYPE (BsDragHandle, bs_drag_handle, GTK_TYPE_BUTTON)

/* The pill: 36 × 5 px (other platforms use 32–54 × 4–6), centred, in the
 * handle's CSS `color`, so apps restyle it with `bs-drag-handle { color: … }`. A
 * rounded clip around one colour node: GTK draws it natively with either
 * renderer, with no Cairo image to make (and, with GL, upload). */
#define PILL_WIDTH  36.f
#define PILL_HEIGHT 5.f

static void
bs_drag_handle_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  /* Upright in a side panel's grip, which is taller than wide. */
  gboolean upright = gtk_widget_get_height (widget) > gtk_widget_get_width (widget);
  float pill_width = upright ? PILL_HEIGHT : PILL_WIDTH, pill_height = upright ? PILL_WIDTH : PILL_HEIGHT;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT ((gtk_widget_get_width (widget) - pill_width) / 2,
                                               (gtk_widget_get_height (widget) - pill_height) / 2,
                                               pill_width, pill_height);
  GskRoundedRect pill;
  GdkRGBA color;

  bs_widget_get_color (widget, &color);
  gsk_rounded_rect_init_from_rect (&pill, &bounds, PILL_HEIGHT / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &pill);
  gtk_snapshot_append_color (snapshot, &color, &bounds);
  gtk_snapshot_pop (snapshot);
}

static void
bs_drag_handle_class_init (BsDragHandleClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = bs_drag_handle_snapshot;
  gtk_widget_class_set_css_name (widget_class, "bs-drag-handle");

  /* On the focused handle, Page Up / Page Down move the sheet one detent too,
   * as they move a slider: a button has no use for them. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "sheet.expand", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Page_Up, 0, "sheet.expand", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "sheet.collapse", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Page_Down, 0, "sheet.collapse", NULL);
}

static void
bs_drag_handle_init (BsDragHandle *self)
{
}

/* ---- bs-dimming: the scrim; its CSS `color` is the colour, its opacity the amount ---- */

struct _BsDimming
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (BsDimming, bs_dimming, GTK_TYPE_WIDGET)

static void
bs_dimming_class_init (BsDimmingClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_css_name (widget_class, "bs-dimming");
  /* A scrim is decoration: nothing for a screen reader to land on. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
bs_dimming_init (BsDimming *self)
{
}
