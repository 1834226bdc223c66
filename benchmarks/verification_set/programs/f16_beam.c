/* A beam of light among mirrors and splitters.  Input: R and C (1 <= R, C and R * C <= 10^6),
   then the R rows of a grid, C characters each, separated by blanks (spaces, tabs, carriage
   returns or newlines): '.' an empty cell, '/' and '\' mirrors, '|' and '-' splitters; every
   number as scanf's %ld reads it (an optional sign and digits).  A beam enters the top left
   cell from the left, heading right.  A mirror turns a beam a quarter: '/' sends a beam heading
   right up, one heading up right, one heading left down and one heading down left; '\' sends a
   beam heading right down, down right, left up and up left.  A splitter met on its flat side
   ('|' by a beam heading left or right, '-' by one heading up or down) splits the beam in two
   that head the two ways along the splitter; met end on, it lets the beam pass, as an empty
   cell does.  A beam that leaves the grid is gone.  Output: a line "energized E", E the cells
   some beam passes through; a line "splitters S", S the splitters that split some beam; and a
   line "exits X", X the pairs of a cell and a heading in which some beam leaves the grid. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* headings: 0 right, 1 down, 2 left, 3 up */
static const long DY[4] = {0, 1, 0, -1}, DX[4] = {1, 0, -1, 0};

int main(void) {
    long r, c;
    if (scanf("%ld %ld", &r, &c) != 2 || r < 1 || c < 1 || r > 1000000 || c > 1000000
        || r * c > 1000000) return 1;
    long cells = r * c;
    char *g = malloc((size_t)cells);
    char *row = malloc((size_t)c + 2);
    unsigned char *seen = calloc((size_t)cells, 1);  /* bits 0-3: entered heading that way;
                                                        4-7: left the grid heading that way */
    char *mark = calloc((size_t)cells, 1);  /* bit 0: energized; bit 1: split a beam */
    long *stack = malloc(sizeof(long) * (size_t)(4 * cells + 1));
    if (!g || !row || !seen || !mark || !stack) return 1;
    char format[32];
    snprintf(format, sizeof format, "%%%lds", c + 1);
    for (long y = 0; y < r; y++) {
        if (scanf(format, row) != 1 || (long)strlen(row) != c) return 1;
        for (long x = 0; x < c; x++) {
            if (!strchr(".\\/|-", row[x])) return 1;
            g[y * c + x] = row[x];
        }
    }
    long top = 0, energized = 0, splitters = 0, exits = 0;
    stack[top++] = 0;  /* cell 0 entered heading right: cell * 4 + heading */
    seen[0] = 1;
    while (top > 0) {
        long state = stack[--top];
        long cell = state / 4, heading = state % 4;
        if (!(mark[cell] & 1)) {
            mark[cell] |= 1;
            energized++;
        }
        int out[2], ways = 0;
        char ch = g[cell];
        if (ch == '/') {
            out[ways++] = (int)(3 - heading);  /* right <-> up, down <-> left */
        } else if (ch == '\\') {
            out[ways++] = (int)(heading ^ 1);  /* right <-> down, left <-> up */
        } else if ((ch == '|' && heading % 2 == 0) || (ch == '-' && heading % 2 == 1)) {
            out[ways++] = (int)((heading + 1) % 4);
            out[ways++] = (int)((heading + 3) % 4);
            if (!(mark[cell] & 2)) {
                mark[cell] |= 2;
                splitters++;
            }
        } else {
            out[ways++] = (int)heading;
        }
        long y = cell / c, x = cell % c;
        for (int i = 0; i < ways; i++) {
            long ny = y + DY[out[i]], nx = x + DX[out[i]];
            if (ny < 0 || ny >= r || nx < 0 || nx >= c) {
                if (!(seen[cell] & (16 << out[i]))) {
                    seen[cell] |= (unsigned char)(16 << out[i]);
                    exits++;
                }
                continue;
            }
            long next = ny * c + nx;
            if (!(seen[next] & (1 << out[i]))) {
                seen[next] |= (unsigned char)(1 << out[i]);
                stack[top++] = next * 4 + out[i];
            }
        }
    }
    printf("energized %ld\nsplitters %ld\nexits %ld\n", energized, splitters, exits);
    free(stack);
    free(mark);
    free(seen);
    free(row);
    free(g);
    return 0;
}
