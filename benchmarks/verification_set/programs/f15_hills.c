/* Climbing a height map.  Input: R and C (1 <= R, C and R * C <= 10^6), then the R rows of the
   map, C characters each, all separated by blanks (spaces, tabs, carriage returns or newlines);
   R and C as scanf's %ld reads them (an optional sign and digits).  Every character is a
   lowercase letter a-z, the height of its cell (a the lowest, z the highest), or 'S' (the start,
   of height a) or 'E' (the goal, of height z); the map holds exactly one 'S' and one 'E'.  A
   move goes from a cell to one of its four neighbours (up, down, left, right) whose height is
   at most one more than its own; any lower height will do.  Output: a line "steps N" with the
   fewest moves from S to E, or "steps none" when E cannot be reached; a line "reached K" with
   the number of cells that can be reached from S (S itself among them); a line "farthest D"
   with the most moves any of those cells needs at the fewest. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    long r, c;
    if (scanf("%ld %ld", &r, &c) != 2 || r < 1 || c < 1 || r > 1000000 || c > 1000000
        || r * c > 1000000) return 1;
    long cells = r * c;
    unsigned char *h = malloc((size_t)cells);
    long *dist = malloc(sizeof(long) * (size_t)cells);
    long *queue = malloc(sizeof(long) * (size_t)cells);
    char *row = malloc((size_t)c + 2);
    if (!h || !dist || !queue || !row) return 1;
    char format[32];
    snprintf(format, sizeof format, "%%%lds", c + 1);
    long start = -1, goal = -1;
    for (long y = 0; y < r; y++) {
        if (scanf(format, row) != 1 || (long)strlen(row) != c) return 1;
        for (long x = 0; x < c; x++) {
            char ch = row[x];
            long at = y * c + x;
            if (ch == 'S') {
                if (start >= 0) return 1;
                start = at;
                ch = 'a';
            } else if (ch == 'E') {
                if (goal >= 0) return 1;
                goal = at;
                ch = 'z';
            } else if (ch < 'a' || ch > 'z') {
                return 1;
            }
            h[at] = (unsigned char)(ch - 'a');
            dist[at] = -1;
        }
    }
    if (start < 0 || goal < 0) return 1;
    long head = 0, tail = 0, reached = 0, farthest = 0;
    dist[start] = 0;
    queue[tail++] = start;
    while (head < tail) {
        long at = queue[head++];
        long d = dist[at];
        reached++;
        if (d > farthest) farthest = d;
        long y = at / c, x = at % c;
        long next[4];
        int count = 0;
        if (y > 0) next[count++] = at - c;
        if (y + 1 < r) next[count++] = at + c;
        if (x > 0) next[count++] = at - 1;
        if (x + 1 < c) next[count++] = at + 1;
        for (int i = 0; i < count; i++) {
            long to = next[i];
            if (dist[to] >= 0 || h[to] > h[at] + 1) continue;
            dist[to] = d + 1;
            queue[tail++] = to;
        }
    }
    if (dist[goal] >= 0) printf("steps %ld\n", dist[goal]);
    else puts("steps none");
    printf("reached %ld\n", reached);
    printf("farthest %ld\n", farthest);
    free(row);
    free(queue);
    free(dist);
    free(h);
    return 0;
}
