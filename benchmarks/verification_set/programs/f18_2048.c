/* The sliding-tile game 2048.  Input: N (1 <= N <= 500), then N rows of N numbers, the tiles of
   an N x N board: 0 for an empty square, otherwise a power of two from 2 to 2^40; then the
   moves, letters L, R, U and D in words separated by blanks (spaces, tabs, carriage returns or
   newlines), at most 10^5 of them and N * N times their number at most 10^8.  Every number as
   scanf's %llu reads it.  A move slides every tile as far as it goes towards one side of the
   board (L left, R right, U up, D down); two tiles of one value that meet merge into one of
   twice the value, the tiles nearest that side merging first, and a tile made by a merge does
   not merge again in the same move.  No new tiles appear.  Output: the board after the moves,
   N lines of N numbers separated by single spaces; then "score S merges K", S the sum of the
   tiles made by merges and K their number; then "largest X", the largest tile on the board
   (0 when it is empty). */
#include <stdio.h>

#define MAXN 500
#define MAXMOVES 100000

static unsigned long long board[MAXN][MAXN];
static unsigned long long line[MAXN];
static int n;
static unsigned long long score;
static long merges;

/* the i-th square from the side a move goes towards, on the k-th row or column */
static unsigned long long *square(int move, int k, int i) {
    switch (move) {
    case 'L': return &board[k][i];
    case 'R': return &board[k][n - 1 - i];
    case 'U': return &board[i][k];
    default: return &board[n - 1 - i][k];
    }
}

/* slides the tiles of line[0 .. n-1] towards line[0], merging */
static void slide(void) {
    int out = 0, merged = 0;  /* merged: line[out - 1] was made by a merge in this move */
    for (int i = 0; i < n; i++) {
        unsigned long long v = line[i];
        if (v == 0) continue;
        if (out > 0 && !merged && line[out - 1] == v) {
            line[out - 1] = 2 * v;
            score += 2 * v;
            merges++;
            merged = 1;
        } else {
            line[out++] = v;
            merged = 0;
        }
    }
    while (out < n) line[out++] = 0;
}

int main(void) {
    if (scanf("%d", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            unsigned long long v;
            if (scanf("%llu", &v) != 1) return 1;
            if (v != 0 && (v < 2 || v > (1ULL << 40) || (v & (v - 1)) != 0)) return 1;
            board[y][x] = v;
        }
    long moves = 0;
    int c;
    while ((c = getchar()) != EOF) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') continue;
        if (c != 'L' && c != 'R' && c != 'U' && c != 'D') return 1;
        if (++moves > MAXMOVES || (long long)n * n * moves > 100000000LL) return 1;
        for (int k = 0; k < n; k++) {
            for (int i = 0; i < n; i++) line[i] = *square(c, k, i);
            slide();
            for (int i = 0; i < n; i++) *square(c, k, i) = line[i];
        }
    }
    unsigned long long largest = 0;
    for (int y = 0; y < n; y++) {
        for (int x = 0; x < n; x++) {
            if (board[y][x] > largest) largest = board[y][x];
            printf(x + 1 < n ? "%llu " : "%llu\n", board[y][x]);
        }
    }
    printf("score %llu merges %ld\n", score, merges);
    printf("largest %llu\n", largest);
    return 0;
}
