/* The towers of Hanoi driven by commands.  Input: the number n of disks (1 <= n <= 64), all
   on peg 1 at the start, from the largest (disk n) at the bottom to the smallest (disk 1) on
   top; then at most 2 * 10^5 commands separated by blanks.  "move A B" (1 <= A, B <= 3) moves
   the top disk of peg A onto peg B; the move is illegal when A is B, when peg A is empty or
   when the top disk of peg B is smaller, and then it prints "illegal K", K the number of the
   command (from 1), and changes nothing.  "show" prints a line with the disks of the three
   pegs, each from the bottom and separated by spaces, the pegs separated by " | " and an
   empty peg written "-".  "solved" prints "yes" when all the disks are on peg 3, else "no".
   Every number as scanf's %d reads it (an optional sign and digits).  Output: what the
   commands print, one line each; then a last line "moves M illegal I least L", M the legal
   moves, I the illegal ones and L the least number of moves that take all the disks from
   peg 1 to peg 3 (2^n - 1). */
#include <stdio.h>
#include <string.h>

#define MAXDISKS 64

static int peg[3][MAXDISKS], height[3];

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 1 || n > MAXDISKS) return 1;
    for (int i = 0; i < n; i++) peg[0][i] = n - i;
    height[0] = n;
    long commands = 0, moves = 0, illegal = 0;
    char word[16];
    while (scanf("%15s", word) == 1) {
        if (++commands > 200000) return 1;
        if (strcmp(word, "move") == 0) {
            int a, b;
            if (scanf("%d %d", &a, &b) != 2 || a < 1 || a > 3 || b < 1 || b > 3) return 1;
            a--;
            b--;
            if (a == b || height[a] == 0
                || (height[b] > 0 && peg[b][height[b] - 1] < peg[a][height[a] - 1])) {
                printf("illegal %ld\n", commands);
                illegal++;
                continue;
            }
            peg[b][height[b]++] = peg[a][--height[a]];
            moves++;
        } else if (strcmp(word, "show") == 0) {
            for (int p = 0; p < 3; p++) {
                if (p > 0) fputs(" | ", stdout);
                if (height[p] == 0) putchar('-');
                for (int i = 0; i < height[p]; i++) printf(i ? " %d" : "%d", peg[p][i]);
            }
            putchar('\n');
        } else if (strcmp(word, "solved") == 0) {
            puts(height[2] == n ? "yes" : "no");
        } else {
            return 1;
        }
    }
    unsigned long long least = n == 64 ? ~0ULL : (1ULL << n) - 1;
    printf("moves %ld illegal %ld least %llu\n", moves, illegal, least);
    return 0;
}
