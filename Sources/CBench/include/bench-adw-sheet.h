/* libadwaita's own bottom sheets for the benchmark: AdwBottomSheet (libadwaita 1.6)
 * and AdwDialog presented as a bottom sheet (whose sheet is an AdwBottomSheet
 * inside the dialog). Declared on every libadwaita; on one older than 1.6,
 * bench_adw_sheet_available () is FALSE and the benchmark makes none of them, and
 * the other functions must not be called. */
#ifndef BENCH_ADW_SHEET_H
#define BENCH_ADW_SHEET_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Whether this build has libadwaita's bottom sheets (built against 1.6 or later). */
gboolean   bench_adw_sheet_available        (void);

/* An AdwBottomSheet over @content with @sheet as its sheet, closed, with its drag
 * handle, modal (dimming the content) or not. */
GtkWidget *bench_adw_sheet_new              (GtkWidget *content,
                                             GtkWidget *sheet,
                                             gboolean   modal);
void       bench_adw_sheet_set_open         (GtkWidget *sheet,
                                             gboolean   open);
gboolean   bench_adw_sheet_get_open         (GtkWidget *sheet);
/* How much of the sheet shows, in px (adw_bottom_sheet_get_sheet_height). */
int        bench_adw_sheet_get_sheet_height (GtkWidget *sheet);
/* The first AdwBottomSheet in @widget's tree (@widget included), or NULL: the one
 * an AdwDialog presented as a bottom sheet puts in its window (transfer none). */
GtkWidget *bench_adw_sheet_find             (GtkWidget *widget);

/* An undecorated AdwWindow holding @content: a window that can host dialogs. */
GtkWidget *bench_adw_dialog_window_new      (GtkWidget *content);
/* An AdwDialog always presented as a bottom sheet, holding @child (transfer full:
 * the caller owns the one reference, which keeps it between presentations). */
GtkWidget *bench_adw_dialog_new             (GtkWidget *child);
void       bench_adw_dialog_present         (GtkWidget *dialog,
                                             GtkWidget *parent);
void       bench_adw_dialog_close           (GtkWidget *dialog);
/* Whether @dialog is in a window: from its presentation until its close
 * animation has ended. */
gboolean   bench_adw_dialog_is_presented    (GtkWidget *dialog);

G_END_DECLS

#endif /* BENCH_ADW_SHEET_H */
