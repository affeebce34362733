"use client";

import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZBoardReply } from "@/lib/community/schemas";

export function BoardReplyForm({ postId, title }: { postId: string; title: string }) {
  const router = useRouter();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZBoardReply, {
    defaultValues: { body: "" },
    submit: (values) => apiFetch(`/api/board/posts/${postId}/replies`, { method: "POST", body: values }),
    errorMessage: "Your reply couldn't be saved. Try again.",
    onSuccess: () => {
      form.reset({ body: "" });
      router.refresh();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <FormField id={`reply-${postId}`} label={`Reply to “${title}”`} error={fieldError("body")}>
        {(field) => <Textarea {...field} {...form.register("body")} className="min-h-16" />}
      </FormField>
      <FormStatus result={result} />
      <div>
        <Button type="submit" size="sm" variant="secondary" disabled={isSubmitting}>
          Reply
        </Button>
      </div>
    </form>
  );
}
