/* Open regions of a floor plan.  Input: R and C (1 <= R, C and R * C <= 10^6), then R rows of
   exactly C characters each, '.' (open) or '#' (wall), the numbers and rows separated by blanks
   (spaces, tabs or newlines).  Output: on one line, the number of regions of open cells (cells
   joined through their four sides) and the number of cells of the largest region (0 0 when no
   cell is open). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long r, c;
    if (scanf("%ld %ld", &r, &c) != 2 || r < 1 || c < 1 || r > 1000000 || c > 1000000 ||
        r * c > 1000000)
        return 1;
    char *g = malloc((size_t)(r * c)), *row = malloc((size_t)c + 2);
    long *queue = malloc(sizeof *queue * (size_t)(r * c));
    if (!g || !row || !queue) return 1;
    char format[24];
    snprintf(format, sizeof format, "%%%lds", c + 1);
    for (long y = 0; y < r; y++) {
        if (scanf(format, row) != 1) return 1;
        for (long x = 0; x < c; x++) {
            if (row[x] != '.' && row[x] != '#') return 1;
            g[y * c + x] = row[x];
        }
        if (row[c] != '\0') return 1;
    }
    long regions = 0, largest = 0;
    for (long start = 0; start < r * c; start++) {
        if (g[start] != '.') continue;
        regions++;
        long head = 0, tail = 0, size = 0;
        g[start] = 'x';
        queue[tail++] = start;
        while (head < tail) {
            long at = queue[head++], y = at / c, x = at % c;
            size++;
            long next[4] = {y > 0 ? at - c : -1, y + 1 < r ? at + c : -1,
                            x > 0 ? at - 1 : -1, x + 1 < c ? at + 1 : -1};
            for (int k = 0; k < 4; k++)
                if (next[k] >= 0 && g[next[k]] == '.') {
                    g[next[k]] = 'x';
                    queue[tail++] = next[k];
                }
        }
        if (size > largest) largest = size;
    }
    printf("%ld %ld\n", regions, largest);
    free(g);
    free(row);
    free(queue);
    return 0;
}
