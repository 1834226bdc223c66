/* Stones in a row.  Input: R, C and K (1 <= R, C and R * C <= 10^6, 1 <= K <= 10^6), then the
   R rows of a board, C characters each, every one 'X', 'O' or '.', separated by blanks (spaces,
   tabs, carriage returns or newlines); the numbers as scanf's %ld reads them (an optional sign
   and digits).  A line is a longest run of one player's stones side by side along a row, a
   column, a diagonal (down and to the right) or an anti-diagonal (down and to the left); a lone
   stone is a line of length 1 in each of the four directions.  Output: per player, X then O, a
   line "P lines L longest M": L the number of its lines of length K or more and M the length of
   its longest line (0 when it has no stone); then "winner X", "winner O", "both" or "none" by
   which players have a line of length K or more. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *board;
static long r, c, k;
static long lines[2], longest[2];

static void close_run(int who, long length) {
    if (who < 0) return;
    if (length >= k) lines[who]++;
    if (length > longest[who]) longest[who] = length;
}

/* the runs met walking from (y, x) in steps of (dy, dx) to the edge of the board */
static void walk(long y, long x, long dy, long dx) {
    int who = -1;
    long length = 0;
    while (y >= 0 && y < r && x >= 0 && x < c) {
        char ch = board[y * c + x];
        int now = ch == 'X' ? 0 : ch == 'O' ? 1 : -1;
        if (now == who) {
            length++;
        } else {
            close_run(who, length);
            who = now;
            length = 1;
        }
        y += dy;
        x += dx;
    }
    close_run(who, length);
}

int main(void) {
    if (scanf("%ld %ld %ld", &r, &c, &k) != 3 || r < 1 || c < 1 || r > 1000000 || c > 1000000 ||
        r * c > 1000000 || k < 1 || k > 1000000)
        return 1;
    board = malloc((size_t)(r * c));
    char *row = malloc((size_t)c + 2);
    if (!board || !row) return 1;
    char format[24];
    snprintf(format, sizeof format, "%%%lds", c + 1);
    for (long y = 0; y < r; y++) {
        if (scanf(format, row) != 1 || (long)strlen(row) != c) return 1;
        for (long x = 0; x < c; x++) {
            if (row[x] != 'X' && row[x] != 'O' && row[x] != '.') return 1;
            board[y * c + x] = row[x];
        }
    }
    for (long y = 0; y < r; y++) walk(y, 0, 0, 1);
    for (long x = 0; x < c; x++) walk(0, x, 1, 0);
    for (long x = 0; x < c; x++) walk(0, x, 1, 1);
    for (long y = 1; y < r; y++) walk(y, 0, 1, 1);
    for (long x = 0; x < c; x++) walk(0, x, 1, -1);
    for (long y = 1; y < r; y++) walk(y, c - 1, 1, -1);
    printf("X lines %ld longest %ld\n", lines[0], longest[0]);
    printf("O lines %ld longest %ld\n", lines[1], longest[1]);
    if (lines[0] > 0 && lines[1] > 0) puts("both");
    else if (lines[0] > 0) puts("winner X");
    else if (lines[1] > 0) puts("winner O");
    else puts("none");
    free(board);
    free(row);
    return 0;
}
