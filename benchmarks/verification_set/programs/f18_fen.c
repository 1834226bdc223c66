/* Chess positions in Forsyth-Edwards Notation, one a line.  Input: lines until the end of the
   input (at most 10^6 bytes in all); the last line may lack its newline, and a carriage return
   just before a newline is no part of its line.  A line should hold six fields separated by
   single spaces and nothing else: the pieces, eight ranks from the eighth down to the first
   separated by '/', each of them letters for pieces (white K Q R B N P, black k q r b n p) and
   digits 1 to 8 for runs of empty squares, eight squares in all; the side to move, 'w' or 'b';
   the castling rights, '-' or some of K, Q, k, q in that order; the en passant square, '-' or
   a file a to h and the rank 3 or 6; the halfmove clock and the fullmove number, 1 to 18
   digits each, the fullmove number at least 1.  A position also has one king of each colour
   and no pawn on the first or the eighth rank.  Output per line: "invalid", or "white W black
   B ply P": the material of each side (a queen 9, a rook 5, a bishop or a knight 3, a pawn 1)
   and the number of the half move to be played, 2 * (fullmove - 1) + 1 with white to move and
   one more with black.  Then a last line "positions V invalid I". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

/* the number of 1 to 18 digits at s[*i], the position moved past them; -1 when there are none
   or too many */
static long long number(const char *s, long n, long *i) {
    long long v = 0;
    long j = *i;
    while (j < n && s[j] >= '0' && s[j] <= '9') {
        if (j - *i == 18) return -1;
        v = v * 10 + (s[j] - '0');
        j++;
    }
    if (j == *i) return -1;
    *i = j;
    return v;
}

static int worth(char piece) {
    switch (piece) {
    case 'q': return 9;
    case 'r': return 5;
    case 'b': case 'n': return 3;
    case 'p': return 1;
    default: return 0;
    }
}

/* the material and the ply of the position in s[0 .. n-1], 0 when it is not valid */
static int position(const char *s, long n, int *white, int *black, long long *ply) {
    long i = 0;
    int kings[2] = {0, 0};
    *white = *black = 0;
    for (int rank = 8; rank >= 1; rank--) {
        int squares = 0;
        while (i < n && s[i] != '/' && s[i] != ' ') {
            char c = s[i++];
            if (c >= '1' && c <= '8') {
                squares += c - '0';
            } else if (c != '\0' && strchr("KQRBNPkqrbnp", c)) {
                int is_white = c >= 'A' && c <= 'Z';
                char lower = (char)(is_white ? c - 'A' + 'a' : c);
                if (lower == 'k') kings[is_white]++;
                if (lower == 'p' && (rank == 1 || rank == 8)) return 0;
                if (is_white) *white += worth(lower);
                else *black += worth(lower);
                squares++;
            } else {
                return 0;
            }
            if (squares > 8) return 0;
        }
        if (squares != 8) return 0;
        if (rank > 1) {
            if (i >= n || s[i] != '/') return 0;
            i++;
        }
    }
    if (kings[0] != 1 || kings[1] != 1) return 0;
    if (i + 2 >= n || s[i] != ' ' || (s[i + 1] != 'w' && s[i + 1] != 'b') || s[i + 2] != ' ')
        return 0;
    int black_moves = s[i + 1] == 'b';
    i += 3;
    if (i < n && s[i] == '-') {
        i++;
    } else {
        const char *order = "KQkq";
        int rights = 0;
        while (i < n && *order && s[i] != ' ') {
            while (*order && *order != s[i]) order++;
            if (!*order) return 0;
            order++;
            i++;
            rights++;
        }
        if (rights == 0) return 0;
    }
    if (i >= n || s[i++] != ' ') return 0;
    if (i < n && s[i] == '-') {
        i++;
    } else {
        if (i + 1 >= n || s[i] < 'a' || s[i] > 'h' || (s[i + 1] != '3' && s[i + 1] != '6')) return 0;
        i += 2;
    }
    if (i >= n || s[i++] != ' ') return 0;
    if (number(s, n, &i) < 0) return 0;
    if (i >= n || s[i++] != ' ') return 0;
    long long full = number(s, n, &i);
    if (full < 1 || i != n) return 0;
    *ply = 2 * (full - 1) + 1 + black_moves;
    return 1;
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long valid = 0, invalid = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') {
            n--;
            if (n > 0 && line[n - 1] == '\r') n--;
        }
        int white, black;
        long long ply;
        if (position(line, n, &white, &black, &ply)) {
            printf("white %d black %d ply %lld\n", white, black, ply);
            valid++;
        } else {
            puts("invalid");
            invalid++;
        }
    }
    printf("positions %ld invalid %ld\n", valid, invalid);
    free(line);
    return 0;
}
