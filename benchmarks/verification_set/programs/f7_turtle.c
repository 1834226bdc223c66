/* Turtle.  Input: commands, one per line, at most 2 * 10^5 of them.  The turtle starts at
   (0, 0) facing north.  "forward K" and "back K" move it K steps ahead or behind
   (K an integer as scanf's %lld reads it, an optional sign and digits, 0 <= K <= 10^9);
   "left" and "right" turn it a quarter; "undo" takes back the last move (forward or back) not
   yet taken back, if any; "where" prints "X Y" (east and north).  Output after the last
   command: "at X Y facing D" (D one of N E S W), "farthest F" (the largest Manhattan distance
   from (0, 0) after any command) and "returns R" (the moves and undos after which it is at
   (0, 0)). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const int DX[4] = {0, 1, 0, -1}, DY[4] = {1, 0, -1, 0};

int main(void) {
    long long *history = malloc(sizeof *history * 2 * 200000);  /* positions before each move */
    if (!history) return 1;
    long moves = 0, returns = 0;
    long long x = 0, y = 0, farthest = 0;
    int facing = 0;
    char command[16];
    while (scanf("%15s", command) == 1) {
        int moved = 0;
        if (strcmp(command, "forward") == 0 || strcmp(command, "back") == 0) {
            long long k;
            if (scanf("%lld", &k) != 1 || k < 0 || k > 1000000000) return 1;
            if (command[0] == 'b') k = -k;
            history[2 * moves] = x;
            history[2 * moves + 1] = y;
            moves++;
            x += k * DX[facing];
            y += k * DY[facing];
            moved = 1;
        } else if (strcmp(command, "left") == 0) {
            facing = (facing + 3) % 4;
        } else if (strcmp(command, "right") == 0) {
            facing = (facing + 1) % 4;
        } else if (strcmp(command, "undo") == 0) {
            if (moves > 0) {
                moves--;
                x = history[2 * moves];
                y = history[2 * moves + 1];
                moved = 1;
            }
        } else if (strcmp(command, "where") == 0) {
            printf("%lld %lld\n", x, y);
        } else {
            return 1;
        }
        long long d = (x < 0 ? -x : x) + (y < 0 ? -y : y);
        if (d > farthest) farthest = d;
        if (moved && x == 0 && y == 0) returns++;
    }
    printf("at %lld %lld facing %c\nfarthest %lld\nreturns %ld\n", x, y, "NESW"[facing],
           farthest, returns);
    free(history);
    return 0;
}
