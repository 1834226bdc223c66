/* Rooks on a board with walls.  Input: R and C (1 <= R, C and R * C <= 10^6), then the R rows
   of the board, C characters each, every one '.', 'R' (a rook) or '#' (a wall), separated by
   blanks (spaces, tabs, carriage returns or newlines); R and C as scanf's %ld reads them (an
   optional sign and digits).  Two rooks see each other when they stand in the same row or the
   same column with no wall between them (rooks between them do not block).  Output: one line
   "rooks N pairs P alone A": N the number of rooks, P the number of pairs of rooks that see
   each other and A the number of rooks that see no other rook. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *board, *sees;
static long long pairs;

/* the count cells from start in steps of step, split into stretches by the walls */
static void stretches(long start, long step, long count) {
    long rooks = 0, first = start, at = start;
    for (long i = 0; i <= count; i++, at += step) {
        if (i == count || board[at] == '#') {
            pairs += (long long)rooks * (rooks - 1) / 2;
            if (rooks > 1)
                for (long j = first; j != at; j += step)
                    if (board[j] == 'R') sees[j] = 1;
            rooks = 0;
            first = at + step;
        } else if (board[at] == 'R') {
            rooks++;
        }
    }
}

int main(void) {
    long r, c;
    if (scanf("%ld %ld", &r, &c) != 2 || r < 1 || c < 1 || r > 1000000 || c > 1000000 ||
        r * c > 1000000)
        return 1;
    board = malloc((size_t)(r * c));
    sees = calloc((size_t)(r * c), 1);
    char *row = malloc((size_t)c + 2);
    if (!board || !sees || !row) return 1;
    char format[24];
    snprintf(format, sizeof format, "%%%lds", c + 1);
    long rooks = 0;
    for (long y = 0; y < r; y++) {
        if (scanf(format, row) != 1 || (long)strlen(row) != c) return 1;
        for (long x = 0; x < c; x++) {
            if (row[x] == 'R') rooks++;
            else if (row[x] != '.' && row[x] != '#') return 1;
            board[y * c + x] = row[x];
        }
    }
    for (long y = 0; y < r; y++) stretches(y * c, 1, c);
    for (long x = 0; x < c; x++) stretches(x, c, r);
    long alone = 0;
    for (long i = 0; i < r * c; i++) alone += board[i] == 'R' && !sees[i];
    printf("rooks %ld pairs %lld alone %ld\n", rooks, pairs, alone);
    free(board);
    free(sees);
    free(row);
    return 0;
}
