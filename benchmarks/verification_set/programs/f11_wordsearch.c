/* A word search.  Input: r and c (1 <= r, c and r * c <= 10^6), then r rows of c lowercase
   letters each, then q (1 <= q <= 1000) and q words of 1 to 1000 lowercase letters, all
   separated by blanks (spaces, tabs or newlines); the letters a word's search walks over, over
   all its cells and directions, are at most 10^8 in all.  A word occurs at a cell in a
   direction (one of the eight: across, down and diagonal, both ways) when its letters are read
   from that cell on in that direction.  Output: per word, the number of times it occurs (a word
   of one letter once per cell holding it). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const int dy[8] = {0, 0, 1, -1, 1, 1, -1, -1};
static const int dx[8] = {1, -1, 0, 0, 1, -1, 1, -1};

int main(void) {
    long r, c, q;
    if (scanf("%ld %ld", &r, &c) != 2 || r < 1 || c < 1 || r > 1000000 || c > 1000000 ||
        r * c > 1000000)
        return 1;
    char *grid = malloc((size_t)(r * c) + 1), *row = malloc((size_t)c + 2);
    char word[1002];
    if (!grid || !row) return 1;
    char format[24];
    snprintf(format, sizeof format, "%%%lds", c + 1);
    for (long y = 0; y < r; y++) {
        if (scanf(format, row) != 1 || (long)strlen(row) != c) return 1;
        for (long x = 0; x < c; x++) {
            if (row[x] < 'a' || row[x] > 'z') return 1;
            grid[y * c + x] = row[x];
        }
    }
    if (scanf("%ld", &q) != 1 || q < 1 || q > 1000) return 1;
    while (q--) {
        if (scanf("%1001s", word) != 1) return 1;
        long len = (long)strlen(word);
        if (len > 1000) return 1;
        long found = 0;
        for (long y = 0; y < r; y++) {
            for (long x = 0; x < c; x++) {
                if (grid[y * c + x] != word[0]) continue;
                if (len == 1) {
                    found++;
                    continue;
                }
                for (int d = 0; d < 8; d++) {
                    long ey = y + dy[d] * (len - 1), ex = x + dx[d] * (len - 1);
                    if (ey < 0 || ey >= r || ex < 0 || ex >= c) continue;
                    long k = 1;
                    while (k < len && grid[(y + dy[d] * k) * c + x + dx[d] * k] == word[k]) k++;
                    if (k == len) found++;
                }
            }
        }
        printf("%ld\n", found);
    }
    free(grid);
    free(row);
    return 0;
}
