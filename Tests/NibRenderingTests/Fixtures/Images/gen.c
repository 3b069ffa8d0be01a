#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <math.h>
static void draw(cairo_t *cr) {
    /* A 32 x 32 point icon: a blue rounded square, a white half-transparent ring, a red triangle (even-odd with a hole). */
    double r = 6;
    cairo_new_sub_path(cr);
    cairo_arc(cr, 32 - r, r, r, -M_PI / 2, 0);
    cairo_arc(cr, 32 - r, 32 - r, r, 0, M_PI / 2);
    cairo_arc(cr, r, 32 - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, r, r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
    cairo_set_source_rgb(cr, 0.0, 0.4, 1.0);
    cairo_fill(cr);
    cairo_arc(cr, 16, 16, 10, 0, 2 * M_PI);
    cairo_set_source_rgba(cr, 1, 1, 1, 0.5);
    cairo_set_line_width(cr, 3);
    cairo_stroke(cr);
    cairo_save(cr);
    cairo_translate(cr, 16, 16);
    cairo_move_to(cr, 0, -7); cairo_line_to(cr, 6, 5); cairo_line_to(cr, -6, 5); cairo_close_path(cr);
    cairo_rectangle(cr, -1.5, -1, 3, 3);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    cairo_set_source_rgb(cr, 1, 0.2, 0.2);
    cairo_fill(cr);
    cairo_restore(cr);
}
int main(void) {
    cairo_surface_t *pdf = cairo_pdf_surface_create("icon.pdf", 32, 32);
    cairo_t *cr = cairo_create(pdf); draw(cr); cairo_destroy(cr); cairo_surface_destroy(pdf);
    cairo_surface_t *svg = cairo_svg_surface_create("icon.svg", 32, 32);
    cr = cairo_create(svg); draw(cr); cairo_destroy(cr); cairo_surface_destroy(svg);
    cairo_surface_t *png = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64);
    cr = cairo_create(png); cairo_scale(cr, 2, 2); draw(cr); cairo_destroy(cr);
    cairo_surface_write_to_png(png, "icon-reference.png"); cairo_surface_destroy(png);
    return 0;
}
