/* Sudoku grids checked, over several test cases.  Input: T (1 <= T <= 10^4), then T grids,
   each 9 rows of 9 characters, every one a digit 1-9 or '.' (an empty cell), all separated by
   blanks (spaces, tabs, carriage returns or newlines); T as scanf's %ld reads it (an optional
   sign and digits).  A grid is invalid when a digit repeats in a row, a column or a box (the
   nine 3 x 3 boxes, numbered 1 to 9 row by row from the top left one).  Output per grid one
   line: "invalid row R", "invalid column C" or "invalid box B" for the first repeat found
   (rows before columns before boxes, each the lowest number, from 1); else "solved" when no
   cell is empty, or "open E" with E the number of empty cells; then a last line
   "valid V of T" (V the grids that are not invalid). */
#include <stdio.h>
#include <string.h>

int main(void) {
    long t;
    if (scanf("%ld", &t) != 1 || t < 1 || t > 10000) return 1;
    long valid = 0;
    for (long g = 0; g < t; g++) {
        char grid[9][16];
        int empty = 0;
        for (int y = 0; y < 9; y++) {
            if (scanf("%15s", grid[y]) != 1 || strlen(grid[y]) != 9) return 1;
            for (int x = 0; x < 9; x++) {
                char ch = grid[y][x];
                if (ch == '.') empty++;
                else if (ch < '1' || ch > '9') return 1;
            }
        }
        int row_bad = 0, column_bad = 0, box_bad = 0;
        for (int y = 0; y < 9 && !row_bad; y++) {
            int seen = 0;
            for (int x = 0; x < 9; x++) {
                if (grid[y][x] == '.') continue;
                int bit = 1 << (grid[y][x] - '0');
                if (seen & bit) row_bad = y + 1;
                seen |= bit;
            }
        }
        for (int x = 0; x < 9 && !column_bad; x++) {
            int seen = 0;
            for (int y = 0; y < 9; y++) {
                if (grid[y][x] == '.') continue;
                int bit = 1 << (grid[y][x] - '0');
                if (seen & bit) column_bad = x + 1;
                seen |= bit;
            }
        }
        for (int b = 0; b < 9 && !box_bad; b++) {
            int seen = 0;
            for (int i = 0; i < 9; i++) {
                char ch = grid[b / 3 * 3 + i / 3][b % 3 * 3 + i % 3];
                if (ch == '.') continue;
                int bit = 1 << (ch - '0');
                if (seen & bit) box_bad = b + 1;
                seen |= bit;
            }
        }
        if (row_bad) printf("invalid row %d\n", row_bad);
        else if (column_bad) printf("invalid column %d\n", column_bad);
        else if (box_bad) printf("invalid box %d\n", box_bad);
        else {
            valid++;
            if (empty == 0) puts("solved");
            else printf("open %d\n", empty);
        }
    }
    printf("valid %ld of %ld\n", valid, t);
    return 0;
}
