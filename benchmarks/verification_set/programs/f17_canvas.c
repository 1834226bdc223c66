/* A canvas painted by commands.  Input: the width W and the height H of a canvas (1 <= W,
   H <= 2000) whose cells all have the colour 0, then at most 10^5 commands separated by
   blanks: "dot X Y C" paints the cell of column X and row Y (0 <= X < W, 0 <= Y < H) with the
   colour C (0 <= C <= 255); "rect X1 Y1 X2 Y2 C" paints the cells of the columns X1 .. X2 and
   the rows Y1 .. Y2 (0 <= X1 <= X2 < W, 0 <= Y1 <= Y2 < H) with C; "get X Y" prints the colour
   of a cell; and "count C" prints the number of cells of the colour C.  The rectangles hold at
   most 10^8 cells in all.  Every number as scanf's %d reads it (an optional sign and digits).
   Output: what the commands print, one line each; then a last line "colours K most C N", K
   the colours that some cell has, C the colour of the most cells, the smallest of equally
   common ones, and N its cells. */
#include <stdio.h>
#include <string.h>

#define SIDE 2000

static unsigned char g[SIDE][SIDE];
static long count[256];

static void paint(int x, int y, int colour) {
    count[g[y][x]]--;
    g[y][x] = (unsigned char)colour;
    count[colour]++;
}

int main(void) {
    int w, h;
    if (scanf("%d %d", &w, &h) != 2 || w < 1 || w > SIDE || h < 1 || h > SIDE) return 1;
    count[0] = (long)w * h;
    long commands = 0, painted = 0;
    char word[16];
    while (scanf("%15s", word) == 1) {
        if (++commands > 100000) return 1;
        if (strcmp(word, "dot") == 0) {
            int x, y, colour;
            if (scanf("%d %d %d", &x, &y, &colour) != 3 || x < 0 || x >= w || y < 0 || y >= h
                || colour < 0 || colour > 255) return 1;
            paint(x, y, colour);
        } else if (strcmp(word, "rect") == 0) {
            int x1, y1, x2, y2, colour;
            if (scanf("%d %d %d %d %d", &x1, &y1, &x2, &y2, &colour) != 5 || x1 < 0 || x1 > x2
                || x2 >= w || y1 < 0 || y1 > y2 || y2 >= h || colour < 0 || colour > 255) return 1;
            painted += (long)(x2 - x1 + 1) * (y2 - y1 + 1);
            if (painted > 100000000) return 1;
            for (int y = y1; y <= y2; y++)
                for (int x = x1; x <= x2; x++) paint(x, y, colour);
        } else if (strcmp(word, "get") == 0) {
            int x, y;
            if (scanf("%d %d", &x, &y) != 2 || x < 0 || x >= w || y < 0 || y >= h) return 1;
            printf("%d\n", g[y][x]);
        } else if (strcmp(word, "count") == 0) {
            int colour;
            if (scanf("%d", &colour) != 1 || colour < 0 || colour > 255) return 1;
            printf("%ld\n", count[colour]);
        } else {
            return 1;
        }
    }
    int colours = 0, most = 0;
    for (int colour = 0; colour < 256; colour++) {
        if (count[colour] > 0) colours++;
        if (count[colour] > count[most]) most = colour;
    }
    printf("colours %d most %d %ld\n", colours, most, count[most]);
    return 0;
}
