# .include of host files: the dataset (expected outputs) and the planted secret.  The error text
# would echo the included lines back if the assembler could read them.
	.include "@DATASET@"
	.include "@SECRET@"
	.include "/etc/passwd"
	.text
	.globl	main
main:
	xorl	%eax, %eax
	ret
	.section	.note.GNU-stack,"",@progbits
