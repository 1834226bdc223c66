/* A knight's way across a board with obstacles.  Input: R and C (1 <= R, C and R * C <= 10^6),
   then the R rows of the board, C characters each, separated by blanks (spaces, tabs or
   newlines): '.' a free square, '#' a blocked one, 'S' the knight's square and 'T' the target
   square (exactly one S and one T).  The knight moves as in chess, two squares one way and one
   square the other, onto squares that are not blocked.  Output: the fewest moves from S to T
   (-1 when T cannot be reached) and the number of squares the knight can reach, S included. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long r, c;
    if (scanf("%ld %ld", &r, &c) != 2 || r < 1 || c < 1 || r > 1000000 || c > 1000000 ||
        r * c > 1000000)
        return 1;
    char *board = malloc((size_t)(r * c)), *row = malloc((size_t)c + 2);
    long *dist = malloc(sizeof(long) * (size_t)(r * c)), *queue = malloc(sizeof(long) * (size_t)(r * c));
    if (!board || !row || !dist || !queue) return 1;
    char format[24];
    snprintf(format, sizeof format, "%%%lds", c + 1);
    long start = -1, target = -1;
    for (long y = 0; y < r; y++) {
        if (scanf(format, row) != 1) return 1;
        for (long x = 0; x < c; x++) {
            char ch = row[x];
            if (ch != '.' && ch != '#' && ch != 'S' && ch != 'T') return 1;
            if (ch == 'S') {
                if (start >= 0) return 1;
                start = y * c + x;
            }
            if (ch == 'T') {
                if (target >= 0) return 1;
                target = y * c + x;
            }
            board[y * c + x] = ch;
            dist[y * c + x] = -1;
        }
        if (row[c] != '\0') return 1;
    }
    if (start < 0 || target < 0) return 1;
    static const int dy[8] = {-2, -2, -1, -1, 1, 1, 2, 2}, dx[8] = {-1, 1, -2, 2, -2, 2, -1, 1};
    long head = 0, tail = 0;
    dist[start] = 0;
    queue[tail++] = start;
    while (head < tail) {
        long at = queue[head++], y = at / c, x = at % c;
        for (int k = 0; k < 8; k++) {
            long ny = y + dy[k], nx = x + dx[k];
            if (ny < 0 || ny >= r || nx < 0 || nx >= c) continue;
            long to = ny * c + nx;
            if (board[to] == '#' || dist[to] >= 0) continue;
            dist[to] = dist[at] + 1;
            queue[tail++] = to;
        }
    }
    printf("%ld %ld\n", dist[target], tail);
    free(board);
    free(row);
    free(dist);
    free(queue);
    return 0;
}
