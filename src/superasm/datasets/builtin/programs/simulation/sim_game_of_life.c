/* Conway's Game of Life on an r x c torus seeded at density d% for g generations; print the
   live cells at the end and the generation with the most live cells. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    int r = 0, c = 0, d = 0, g = 0;
    unsigned seed = 0;
    if (scanf("%d %d %d %d %u", &r, &c, &d, &g, &seed) != 5 || r < 1 || c < 1 || g < 0) {
        printf("0 0\n");
        return 0;
    }
    unsigned char *cur = malloc((size_t)r * (size_t)c), *nxt = malloc((size_t)r * (size_t)c);
    if (!cur || !nxt) return 1;
    unsigned x = seed;
    for (long i = 0; i < (long)r * c; i++) { x = x * 1103515245u + 12345u; cur[i] = (int)((x >> 16) % 100u) < d; }
    long best = -1;
    int best_gen = 0;
    for (int gen = 0; gen < g; gen++) {
        long live = 0;
        for (int i = 0; i < r; i++) {
            int up = (i + r - 1) % r, down = (i + 1) % r;
            for (int j = 0; j < c; j++) {
                int left = (j + c - 1) % c, right = (j + 1) % c;
                int n = cur[up * c + left] + cur[up * c + j] + cur[up * c + right] + cur[i * c + left] +
                        cur[i * c + right] + cur[down * c + left] + cur[down * c + j] + cur[down * c + right];
                unsigned char alive = cur[i * c + j] ? (n == 2 || n == 3) : n == 3;
                nxt[i * c + j] = alive;
                live += alive;
            }
        }
        memcpy(cur, nxt, (size_t)r * (size_t)c);
        if (live > best) { best = live; best_gen = gen + 1; }
    }
    long live = 0;
    for (long i = 0; i < (long)r * c; i++) live += cur[i];
    printf("%ld %d\n", live, best_gen);
    free(cur); free(nxt);
    return 0;
}
