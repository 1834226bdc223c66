/* Minesweeper.  Input: R and C (1 <= R, C <= 2000), then R lines of C characters each, '*' a
   mine and '.' an empty cell.  Output: the grid with each empty cell replaced by the number of
   mines among its (up to eight) neighbours; then "mines M", the number of mines, and
   "open Z", the number of empty cells with no mine around them. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2 || r < 1 || c < 1 || r > 2000 || c > 2000) return 1;
    char *grid = malloc((size_t)r * (size_t)c);
    char *row = malloc(2002);  /* a row as scanf's %2001s reads it */
    if (!grid || !row) return 1;
    for (int y = 0; y < r; y++) {
        if (scanf("%2001s", row) != 1) return 1;
        for (int x = 0; x < c; x++) {
            if (row[x] != '*' && row[x] != '.') return 1;
            grid[y * c + x] = row[x];
        }
        if (row[c] != '\0') return 1;
    }
    long mines = 0, open = 0;
    for (int y = 0; y < r; y++) {
        for (int x = 0; x < c; x++) {
            if (grid[y * c + x] == '*') {
                mines++;
                row[x] = '*';
                continue;
            }
            int around = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int yy = y + dy, xx = x + dx;
                    if (yy >= 0 && yy < r && xx >= 0 && xx < c && grid[yy * c + xx] == '*')
                        around++;
                }
            if (around == 0) open++;
            row[x] = (char)('0' + around);
        }
        row[c] = '\0';
        puts(row);
    }
    printf("mines %ld\nopen %ld\n", mines, open);
    free(grid);
    free(row);
    return 0;
}
