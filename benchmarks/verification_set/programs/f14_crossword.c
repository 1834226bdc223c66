/* Slots of a crossword grid.  Input: R and C (1 <= R, C and R * C <= 10^6), then the R rows of
   the grid, C characters each, every one '.' (an open cell) or '#' (a block), all separated by
   blanks (spaces, tabs, carriage returns or newlines); every number as scanf's %ld reads it (an
   optional sign and digits).  A slot is a longest run of open cells along a row (across) or
   down a column (down) that holds at least two cells.  Output: a line "across A down D" with
   the number of slots each way; a line "longest L" with the most cells in one slot (0 when the
   grid has no slot); a line "checked K unchecked U": K the open cells in an across slot and in a
   down slot, U the open cells in no slot at all. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *grid;
static unsigned char *in;  /* per cell: 1 when in an across slot, 2 when in a down slot */
static long across, down, longest;

/* the slots of the line of `count` cells from cell `start`, `step` cells apart */
static void walk(long start, long count, long step, int bit) {
    long run = 0;
    for (long i = 0; i <= count; i++) {
        if (i < count && grid[start + i * step] == '.') {
            run++;
            continue;
        }
        if (run >= 2) {
            if (bit == 1) across++;
            else down++;
            if (run > longest) longest = run;
            for (long j = i - run; j < i; j++) in[start + j * step] |= (unsigned char)bit;
        }
        run = 0;
    }
}

int main(void) {
    long r, c;
    if (scanf("%ld %ld", &r, &c) != 2 || r < 1 || c < 1 || r > 1000000 || c > 1000000
        || r * c > 1000000) return 1;
    grid = malloc((size_t)(r * c));
    in = calloc((size_t)(r * c), 1);
    char *row = malloc((size_t)c + 2);
    if (!grid || !in || !row) return 1;
    char format[32];
    snprintf(format, sizeof format, "%%%lds", c + 1);
    for (long y = 0; y < r; y++) {
        if (scanf(format, row) != 1 || (long)strlen(row) != c) return 1;
        for (long x = 0; x < c; x++) {
            if (row[x] != '.' && row[x] != '#') return 1;
            grid[y * c + x] = row[x];
        }
    }
    for (long y = 0; y < r; y++) walk(y * c, c, 1, 1);
    for (long x = 0; x < c; x++) walk(x, r, c, 2);
    long checked = 0, unchecked = 0;
    for (long i = 0; i < r * c; i++) {
        if (grid[i] != '.') continue;
        if (in[i] == 3) checked++;
        else if (in[i] == 0) unchecked++;
    }
    printf("across %ld down %ld\n", across, down);
    printf("longest %ld\n", longest);
    printf("checked %ld unchecked %ld\n", checked, unchecked);
    free(row);
    free(in);
    free(grid);
    return 0;
}
