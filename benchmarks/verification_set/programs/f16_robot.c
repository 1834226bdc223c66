/* A warehouse robot pushing crates.  Input: R and C (1 <= R, C <= 1000), then the R rows of the
   floor, C characters each, separated by blanks (spaces, tabs, carriage returns or newlines):
   '#' a wall, '.' free floor, 'O' a crate and '@' the robot, exactly one '@'; then the moves,
   at most 2 * 10^5 characters from '^', 'v', '<' and '>' (up, down, left, right), written in
   any number of words separated by blanks, until the end of the input.  Every number as
   scanf's %ld reads it (an optional sign and digits).  A move steps the robot one cell that way
   onto free floor; into a crate it pushes the whole line of crates in front of the robot one
   cell on, when free floor lies just past the last of them, and the robot steps; otherwise
   (a wall past the crates, or a wall in front) nothing moves.  The cells outside the floor
   count as walls.  Output: a line "moves M blocked B pushes P": the moves the robot made, the
   moves that were blocked and the moves that pushed crates; then the floor after the last
   move, its R rows; then a line "gps S", S the sum of 100 * y + x over the crates, y the row
   and x the column of a crate, both counted from 0. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXMOVES 200000

int main(void) {
    long r, c;
    if (scanf("%ld %ld", &r, &c) != 2 || r < 1 || c < 1 || r > 1000 || c > 1000) return 1;
    char *g = malloc((size_t)(r * c));
    char *row = malloc((size_t)c + 2);
    if (!g || !row) return 1;
    char format[32];
    snprintf(format, sizeof format, "%%%lds", c + 1);
    long ry = -1, rx = -1;
    for (long y = 0; y < r; y++) {
        if (scanf(format, row) != 1 || (long)strlen(row) != c) return 1;
        for (long x = 0; x < c; x++) {
            char ch = row[x];
            if (ch == '@') {
                if (ry >= 0) return 1;
                ry = y;
                rx = x;
                ch = '.';
            } else if (ch != '#' && ch != '.' && ch != 'O') {
                return 1;
            }
            g[y * c + x] = ch;
        }
    }
    if (ry < 0) return 1;
    long moved = 0, blocked = 0, pushes = 0, seen = 0;
    int ch;
    while ((ch = getchar()) != EOF) {
        long dy = 0, dx = 0;
        if (ch == '^') dy = -1;
        else if (ch == 'v') dy = 1;
        else if (ch == '<') dx = -1;
        else if (ch == '>') dx = 1;
        else if (ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n') continue;
        else return 1;
        if (++seen > MAXMOVES) return 1;
        long ny = ry + dy, nx = rx + dx;
        long ey = ny, ex = nx;  /* the first cell past the crates in front */
        while (ey >= 0 && ey < r && ex >= 0 && ex < c && g[ey * c + ex] == 'O') {
            ey += dy;
            ex += dx;
        }
        if (ey < 0 || ey >= r || ex < 0 || ex >= c || g[ey * c + ex] == '#') {
            blocked++;
            continue;
        }
        if (ey != ny || ex != nx) {  /* the first crate goes to the end of the line */
            g[ey * c + ex] = 'O';
            g[ny * c + nx] = '.';
            pushes++;
        }
        ry = ny;
        rx = nx;
        moved++;
    }
    printf("moves %ld blocked %ld pushes %ld\n", moved, blocked, pushes);
    g[ry * c + rx] = '@';
    long long gps = 0;
    for (long y = 0; y < r; y++) {
        for (long x = 0; x < c; x++)
            if (g[y * c + x] == 'O') gps += 100 * y + x;
        fwrite(g + y * c, 1, (size_t)c, stdout);
        putchar('\n');
    }
    printf("gps %lld\n", gps);
    free(row);
    free(g);
    return 0;
}
