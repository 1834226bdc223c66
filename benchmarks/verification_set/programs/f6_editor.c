/* Editor.  Input: commands, one per line, at most 2 * 10^5 of them.  "insert W" puts the word W
   (1 to 100 bytes, each from '!' to '~') before the cursor; "left K" and "right K" move the
   cursor K bytes, stopping at the start or at the end of the text; "delete K" removes the K
   bytes before the cursor (all of them when there are fewer); "show" prints the text around the
   cursor: up to 10 bytes before it, '|', then up to 10 bytes after it.  K is an integer,
   0 <= K <= 10^18, as scanf's %lld reads it (an optional sign and digits).  The text starts
   empty, and the words inserted add up to at most 10^6 bytes.  After the last command:
   "length N cursor P" (P the number of bytes before the cursor), then the text on a line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXTEXT 1000000

static char *before, *after;  /* the text before the cursor; after it, reversed */
static long nb, na;

int main(void) {
    before = malloc(MAXTEXT);
    after = malloc(MAXTEXT);
    if (!before || !after) return 1;
    char command[16], word[128];
    long inserted = 0;
    while (scanf("%15s", command) == 1) {
        if (strcmp(command, "insert") == 0) {
            if (scanf("%127s", word) != 1) return 1;
            size_t len = strlen(word);
            if (len > 100 || (inserted += (long)len) > MAXTEXT) return 1;
            memcpy(before + nb, word, len);
            nb += (long)len;
        } else if (strcmp(command, "show") == 0) {
            long from = nb > 10 ? nb - 10 : 0;
            fwrite(before + from, 1, (size_t)(nb - from), stdout);
            putchar('|');
            for (long i = na - 1; i >= 0 && i >= na - 10; i--) putchar(after[i]);
            putchar('\n');
        } else {
            long long k;
            if (scanf("%lld", &k) != 1 || k < 0 || k > 1000000000000000000LL) return 1;
            if (strcmp(command, "left") == 0) {
                long m = k < nb ? (long)k : nb;
                for (long i = 0; i < m; i++) after[na++] = before[--nb];
            } else if (strcmp(command, "right") == 0) {
                long m = k < na ? (long)k : na;
                for (long i = 0; i < m; i++) before[nb++] = after[--na];
            } else if (strcmp(command, "delete") == 0) {
                nb -= k < nb ? (long)k : nb;
            } else {
                return 1;
            }
        }
    }
    printf("length %ld cursor %ld\n", nb + na, nb);
    fwrite(before, 1, (size_t)nb, stdout);
    for (long i = na - 1; i >= 0; i--) putchar(after[i]);
    putchar('\n');
    free(before);
    free(after);
    return 0;
}
