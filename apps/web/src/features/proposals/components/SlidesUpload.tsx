import { useUploadSlidesMutation } from '@/shared/api/feedback';
import { SlidesUploadForm } from '@/shared/ui/SlidesUploadForm';

/** A session's slides, uploaded by its presenter (the route that takes only their own sessions). */
export function SlidesUpload({ presentationId, current }: { presentationId: number; current: string | null }) {
  const [upload] = useUploadSlidesMutation();
  return (
    <div className="border-t border-navy-100 pt-4">
      <SlidesUploadForm current={current} upload={(file) => upload({ id: presentationId, file }).unwrap()} />
    </div>
  );
}
